/**
 * The ALTCHA widget (web component <altcha-widget>), loaded on demand by the sign-in captcha only
 * (decision 0022): the CSP-friendly `altcha/external` build, its PBKDF2 solver as our own worker,
 * no attribution footer, and the challenge requests with the X-Platform header our API asks for.
 */
import 'altcha/external';
import 'altcha/altcha.css';

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
