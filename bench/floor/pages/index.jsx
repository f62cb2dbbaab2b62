// The floor of bench/lighthouse-ratio.mjs: a blank pages-router page, built and served like
// Knowly (same Next, React and styled-components, webpack build, `next start`), nothing else.
// What Knowly's pages cost beyond this is theirs.
export default function Floor() {
  return (
    <main>
      <h1>Floor</h1>
    </main>
  );
}
