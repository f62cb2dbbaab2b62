/**
 * The ALTCHA widget (web component <altcha-widget>), loaded on demand by the sign-in captcha only
 * (decision 0022): its PBKDF2 solver as our own same-origin worker, no attribution footer, and
 * the challenge requests with the X-Platform header our API asks for.
 *
 * The default build injects its own <style> (our CSP allows inline styles). Its `blob:` workers
 * are replaced below for every algorithm our server issues (PBKDF2 only), so the CSP's
 * script-src 'self' never meets them. The `altcha/external` build would need `altcha.css`
 * imported, and a CSS import in any lazy chunk puts webpack's CSS loader into every page's
 * first-load JavaScript (issue 9 §8).
 */
import 'altcha';

const ALGORITHMS = ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'];

for (const algorithm of ALGORITHMS) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Worker(new URL('./altcha-pbkdf2-worker.ts', import.meta.url)));
}

globalThis.$altcha.defaults.set({
  hideFooter: true,
  fetch: (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string> | undefined), 'X-Platform': 'web' } }),
});

/** Registers the widget's texts for `language` (our captcha namespace's `widget` keys). */
export function setWidgetStrings(language: string, strings: Record<string, string>) {
  globalThis.$altcha.i18n.set(language.toLowerCase(), { ...globalThis.$altcha.i18n.get('en'), ...strings });
}
