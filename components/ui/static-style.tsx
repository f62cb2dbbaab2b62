/**
 * CSS that never changes, as a plain style element. A styled-components global style compiles its
 * rules with stylis again in the browser on every page load, even when the server already sent
 * them (3-9 ms of the main thread each, issue 25 §4, decision 0081 session 20); this element is
 * sent with the page and only parsed. For rules whose text is fixed at build time; write them
 * flat (no nesting), as the browser reads them.
 */
export function StaticStyle({ rules }: { rules: string }) {
  // `rules`, not `css`: the styled-components compiler turns a `css` prop into a styled component.
  return <style>{rules}</style>;
}
