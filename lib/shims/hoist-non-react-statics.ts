/**
 * Browser build stand-in for hoist-non-react-statics 3 (next-i18next's appWithTranslation hoists
 * _app's statics onto its wrapper): the same rules, with React 19's memo and forwardRef type tags
 * instead of react-is 16, in a fraction of the bytes of every page's _app chunk (decision 0013).
 * Wired in next.config.ts.
 */
type Statics = Readonly<Record<string, true>>;

const REACT_STATICS: Statics = {
  childContextTypes: true, contextType: true, contextTypes: true, defaultProps: true, displayName: true,
  getDefaultProps: true, getDerivedStateFromError: true, getDerivedStateFromProps: true, mixins: true,
  propTypes: true, type: true,
};
const KNOWN_STATICS: Statics = { name: true, length: true, prototype: true, caller: true, callee: true, arguments: true, arity: true };
const TYPE_STATICS: Record<symbol, Statics> = {
  [Symbol.for('react.forward_ref')]: { $$typeof: true, render: true, defaultProps: true, displayName: true, propTypes: true },
  [Symbol.for('react.memo')]: { $$typeof: true, compare: true, defaultProps: true, displayName: true, propTypes: true, type: true },
};

function staticsOf(component: object): Statics {
  const tag = (component as { $$typeof?: unknown }).$$typeof;
  return (typeof tag === 'symbol' && TYPE_STATICS[tag]) || REACT_STATICS;
}

export default function hoistNonReactStatics<T extends object>(target: T, source: object, exclude?: Statics): T {
  if (typeof source === 'string') return target; // no hoisting from host components
  const inherited = Object.getPrototypeOf(source) as object | null;
  if (inherited && inherited !== Object.prototype) hoistNonReactStatics(target, inherited, exclude);
  const targetStatics = staticsOf(target);
  const sourceStatics = staticsOf(source);
  for (const key of [...Object.getOwnPropertyNames(source), ...Object.getOwnPropertySymbols(source)]) {
    const k = key as string;
    if (KNOWN_STATICS[k] || exclude?.[k] || sourceStatics[k] || targetStatics[k]) continue;
    try {
      Object.defineProperty(target, key, Object.getOwnPropertyDescriptor(source, key) as PropertyDescriptor);
    } catch {
      // read-only properties stay as they are, as in the library
    }
  }
  return target;
}
