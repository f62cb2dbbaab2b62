/**
 * The pages' translation hook: `const { t } = useTranslation('ns')`, as react-i18next's, at a
 * fraction of its cost per component. A page's translations arrive in its props and the instance
 * is ready before the first render, so this skips react-i18next's per-component readiness checks
 * (every namespace against every language), its option objects, its Proxy around the instance
 * and its store subscription: about 100 components of a page each paid them while hydrating
 * (issue 25 §4, decision 0081 session 20). Components with the same language and namespace share
 * one `t`; a change of language in place (a locale under the default edition's prefix) renders
 * them again.
 */
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n, Namespace, TFunction } from 'i18next';

const fixed = new WeakMap<I18n, Map<string, TFunction>>();

/** One `t` per instance, language and namespace (react-i18next's default: the first namespace). */
function fixedT(i18n: I18n, lng: string, ns: string): TFunction {
  let byKey = fixed.get(i18n);
  if (!byKey) fixed.set(i18n, (byKey = new Map()));
  const key = `${lng}\0${ns}`;
  let t = byKey.get(key);
  if (!t) {
    t = i18n.getFixedT(lng, ns) as TFunction;
    byKey.set(key, t);
  }
  return t;
}

export function useTranslation(ns?: Namespace): { t: TFunction; i18n: I18n } {
  const context = useContext(I18nContext);
  if (!context?.i18n) throw new Error('useTranslation needs the I18nextProvider of appWithTranslations');
  const { i18n } = context;
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const lng = useSyncExternalStore(subscribe, () => i18n.language, () => i18n.language);
  const first = (Array.isArray(ns) ? ns[0] : ns) ?? (context.defaultNS as string | undefined) ?? (i18n.options.defaultNS as string | undefined) ?? 'translation';
  return { t: fixedT(i18n, lng, first), i18n };
}
