/**
 * Browser build stand-in for `use-sync-external-store/shim` (react-i18next's useTranslation
 * imports it): the shim polyfills the hook for React < 18 and otherwise returns React's own, so
 * with React 19 its polyfill code is dead weight in every page's _app chunk (decision 0013).
 * Wired in next.config.ts.
 */
export { useSyncExternalStore } from 'react';
