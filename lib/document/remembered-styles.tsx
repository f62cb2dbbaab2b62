/**
 * styled-components compiles a component's CSS with stylis the first time a style sheet meets it,
 * and a server render starts a new sheet for every request (ServerStyleSheet): every request
 * compiled the same rules again (decision 0078). This hands the render a stylis that remembers
 * what it compiled, process-wide: the same CSS text, selector and component always compile to the
 * same rules (styled-components keeps exactly such a cache itself where React has no context,
 * in server components). The sheet, the class names and the CSS in the page are unchanged.
 */
import type { ReactNode } from 'react';
import { StyleSheetContext, type IStyleSheetContext } from 'styled-components';

type Stylis = IStyleSheetContext['stylis'];

/** Distinct compiled texts kept (a page uses a few hundred); past it the memory starts over. */
const LIMIT = 5000;

const remembering = new WeakMap<Stylis, Stylis>();

/** `stylis` with a memory of its answers; callers only read the rules (the sheet copies them). */
export function rememberingStylis(stylis: Stylis): Stylis {
  let fn = remembering.get(stylis);
  if (fn) return fn;
  const kept = new Map<string, string[]>();
  const compile = (css: string, selector?: string, prefix?: string, componentId?: string) => {
    const key = `${selector ?? ''}\0${prefix ?? ''}\0${componentId ?? ''}\0${css}`;
    let rules = kept.get(key);
    if (!rules) {
      rules = stylis(css, selector, prefix, componentId);
      if (kept.size >= LIMIT) kept.clear();
      kept.set(key, rules);
    }
    return rules;
  };
  // The hash names the stylis setup in every class name: the same as the one it wraps.
  fn = Object.assign(compile, { hash: stylis.hash });
  remembering.set(stylis, fn);
  return fn;
}

/**
 * Around `sheet.collectStyles(...)`: the context styled-components' StyleSheetManager inherits its
 * stylis from, with the default stylis remembering. Server renders only.
 */
export function RememberedStyles({ children }: { children: ReactNode }) {
  return (
    <StyleSheetContext.Consumer>
      {(context) => <StyleSheetContext.Provider value={{ ...context, stylis: rememberingStylis(context.stylis) }}>{children}</StyleSheetContext.Provider>}
    </StyleSheetContext.Consumer>
  );
}
