/**
 * Toasts (spec §8, §9): API errors and successes as react-toastify notifications.
 *
 * - Handled errors show their message followed by the type in brackets, e.g.
 *   "No internet connection. … (NoErrorType)"; unhandled ones show "Unknown error (Type)".
 * - react-toastify loads on the first toast only (components/session/toast-host.tsx mounts its
 *   container then), so visitors who never see a toast never download it.
 * - Toasts wait in our own queue until that container is attached (attachToastContainer), not in
 *   react-toastify's: react-toastify 11 hands its pre-mount queue to the first container store
 *   and forgets it, and in React strict mode (dev) that store is thrown away by the immediate
 *   unmount/remount — the first toast of every page, and every carried toast, vanished.
 * - The messages live in the `errors` namespace; a page that did not load it gets it on demand.
 */
import { useSyncExternalStore } from 'react';
import { i18n as globalI18n } from 'next-i18next/pages';
import { toApiError, UNKNOWN_ERROR_KEY } from '@/lib/api/errors';
import type { Translate } from '@/lib/i18n/translate';
import { isLocale, LOCALE_CONFIGS } from '@/lib/config/locales';
import { isClientNavigation, navigateTo } from '@/lib/links/navigate';

export type { Translate };

/** The toast text for an error, or null for a cancelled request (nothing to show). */
export function errorToastText(error: unknown, t: Translate): string | null {
  const apiError = toApiError(error);
  if (apiError.canceled) return null;
  if (apiError.handled) return `${t(apiError.messageKey)} (${apiError.type})`;
  return t(UNKNOWN_ERROR_KEY, { type: apiError.type });
}

// --- the host: mounted once something wants to show a toast ------------------------------

let hostRequested = false;
const hostListeners = new Set<() => void>();

function requestToastHost() {
  if (hostRequested) return;
  hostRequested = true;
  for (const l of hostListeners) l();
}

/** True once a toast was requested on this page (the ToastHost then mounts the container). */
export function useToastHostRequested(): boolean {
  return useSyncExternalStore(
    (l) => {
      hostListeners.add(l);
      return () => {
        hostListeners.delete(l);
      };
    },
    () => hostRequested,
    () => false,
  );
}

// --- translations ----------------------------------------------------------------------

/** Adds the `errors` namespace to the app's i18next instance if the page did not load it. */
export async function ensureErrorMessages(): Promise<void> {
  const i18n = globalI18n;
  if (!i18n) return;
  const lng = i18n.language;
  if (!lng || i18n.hasResourceBundle(lng, 'errors')) return;
  const lang = isLocale(lng) ? LOCALE_CONFIGS[lng].interfaceLanguage : 'en';
  if (i18n.hasResourceBundle(lang, 'errors')) return;
  try {
    const mod = (await import(`../../locales/${lang}/errors.json`)) as { default?: Record<string, unknown> };
    i18n.addResourceBundle(lang, 'errors', mod.default ?? mod, true, false);
  } catch {
    // offline while loading the chunk: the toast falls back to the key
  }
}

function appTranslate(): Translate {
  return (key: string, options?: Record<string, unknown>) => (globalI18n ? String(globalI18n.t(key, options ?? {})) : key);
}

// --- showing ---------------------------------------------------------------------------

export type ToastKind = 'error' | 'success' | 'info';
interface Shown {
  kind: ToastKind;
  text: string;
  at: number;
}

/** Toasts of this page (for handing them to the next page), and those still being prepared. */
const shown: Shown[] = [];
const preparing = new Set<Promise<void>>();
const AUTO_CLOSE_MS = 5000;
export const CARRIED_TOASTS_KEY = 'knowly.carriedToasts';

function prepare(work: Promise<void>) {
  preparing.add(work);
  void work.finally(() => preparing.delete(work));
}

// --- delivery: queued here until react-toastify's container is attached ------------------

/** Shows one toast through react-toastify (given by the container, which owns that import). */
export type DeliverToast = (kind: ToastKind, text: string) => void;

const pending: { kind: ToastKind; text: string }[] = [];
let attached: { deliver: DeliverToast } | null = null;

function flushPending() {
  while (attached && pending.length > 0) {
    const next = pending.shift()!;
    attached.deliver(next.kind, next.text);
  }
}

/**
 * Called by the toast container from its mount effect; returns the detach for the cleanup.
 * Queued toasts go out on the next microtask, not now: in strict mode React unmounts and
 * remounts the container synchronously right after this effect, and react-toastify drops what
 * its first mount received. The microtask runs after that remount, when only the live
 * attachment is left.
 */
export function attachToastContainer(deliver: DeliverToast): () => void {
  const attachment = { deliver };
  attached = attachment;
  queueMicrotask(() => {
    if (attached === attachment) flushPending();
  });
  return () => {
    if (attached === attachment) attached = null;
  };
}

async function show(kind: ToastKind, text: string): Promise<void> {
  if (typeof window === 'undefined') return;
  shown.push({ kind, text, at: Date.now() });
  await ensureErrorMessages(); // the container's labels live in the errors namespace too
  pending.push({ kind, text });
  requestToastHost();
  flushPending();
}

/** Shows an API (or any) error: handled message + (type), else "unknown error (type)". */
export function notifyError(error: unknown, t?: Translate): void {
  prepare(
    (async () => {
      await ensureErrorMessages();
      const text = errorToastText(error, t ?? appTranslate());
      if (text) await show('error', text);
    })(),
  );
}

/**
 * The unknown-error handler: a failure a flow did not expect (e.g. 'auth.logout'). Shows the
 * error toast like notifyError and logs the context for debugging.
 */
export function notifyUnknownError(error: unknown, context: string, t?: Translate): void {
  console.warn(`Unexpected error in ${context}`, error);
  notifyError(error, t);
}

/** Shows an already translated success message. */
export function notifySuccess(message: string): void {
  prepare(show('success', message));
}

/** Shows an already translated neutral message. */
export function notifyInfo(message: string): void {
  prepare(show('info', message));
}

/**
 * Goes to `href` once the toasts being prepared are shown. Within this edition that is a
 * client transition (decision 0013): the toast container stays mounted, so the toasts stay on
 * screen. A full load (another origin) hands the visible toasts to the next page through
 * sessionStorage, where ToastHost shows them again.
 */
export async function assignAfterToasts(href: string): Promise<void> {
  await Promise.allSettled([...preparing]);
  if (isClientNavigation(href)) {
    await navigateTo(href);
    return;
  }
  const now = Date.now();
  const visible = shown.filter((s) => now - s.at < AUTO_CLOSE_MS).map(({ kind, text }) => ({ kind, text }));
  if (visible.length > 0) {
    try {
      sessionStorage.setItem(CARRIED_TOASTS_KEY, JSON.stringify(visible));
    } catch {
      // storage blocked: the toasts end with this page
    }
  }
  window.location.assign(href);
}

/** Shows the toasts the previous page handed over (called once by ToastHost). */
export function showCarriedToasts(): void {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(CARRIED_TOASTS_KEY);
    if (raw) sessionStorage.removeItem(CARRIED_TOASTS_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  let items: unknown;
  try {
    items = JSON.parse(raw);
  } catch {
    return;
  }
  if (!Array.isArray(items)) return;
  for (const item of items as Partial<Shown>[]) {
    if ((item.kind === 'error' || item.kind === 'success' || item.kind === 'info') && typeof item.text === 'string') {
      prepare(show(item.kind, item.text));
    }
  }
}
