/**
 * Pages under load (issue 21, decision 0045): a page's getServerSideProps whose database read
 * found no free connection in time (busy) or no database (unreachable) answers 503 with
 * Retry-After and a small page of its own, never Next's 500 page. That page is plain HTML in the
 * edition's language (locales/<lang>/errors.json `unavailablePage`), written without React: under
 * overload it costs next to nothing, and no page's bundle carries it. Next renders nothing once
 * the answer is sent (also for a client-side navigation's data request, which then loads the
 * address in full and gets this page). Other errors are thrown on as before.
 */
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { DEFAULT_LOCALE, interfaceLanguageOf, isLocale } from '@/lib/config/locales';
import { theme } from '@/styles/theme';
import { databaseBusyReason, databaseUnavailableReason } from '../db/client';
import { processLogger } from '../log/process-logger';
import { BUSY_RETRY_SECONDS, UNAVAILABLE_RETRY_SECONDS } from '../errors';

interface Unavailable {
  reason: 'busy' | 'unreachable';
  retryAfter: number;
}

/**
 * When `err` is load or an outage of the database: sets 503, Retry-After and no-store on `res`
 * and says which; null (and `res` untouched) for any other error.
 */
export function answerUnavailable(res: ServerResponse, err: unknown): Unavailable | null {
  const busy = databaseBusyReason(err);
  const unreachable = busy ? null : databaseUnavailableReason(err);
  if (!busy && !unreachable) return null;
  const answer: Unavailable = busy ? { reason: 'busy', retryAfter: BUSY_RETRY_SECONDS } : { reason: 'unreachable', retryAfter: UNAVAILABLE_RETRY_SECONDS };
  res.statusCode = 503;
  res.setHeader('Retry-After', String(answer.retryAfter));
  res.setHeader('Cache-Control', 'no-store');
  processLogger().warn({ reason: busy ?? unreachable }, `Page answered 503 ${answer.reason}: its data could not be read`);
  return answer;
}

interface Texts {
  busyTitle: string;
  busyMessage: string;
  downTitle: string;
  downMessage: string;
  retry: string;
}

const textsByLanguage = new Map<string, Texts>();

function textsFor(lang: string): Texts {
  let texts = textsByLanguage.get(lang);
  if (!texts) {
    const errors = JSON.parse(readFileSync(join(process.cwd(), 'locales', lang, 'errors.json'), 'utf8')) as { unavailablePage: Texts };
    textsByLanguage.set(lang, (texts = errors.unavailablePage));
  }
  return texts;
}

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;color:${theme.colors.ink}}main{max-width:560px;margin:96px auto;padding:0 16px;text-align:center}p{color:${theme.colors.inkMuted}}a{display:inline-block;margin-top:12px;padding:12px 24px;border-radius:${theme.radius.webAppButton}px;background:${theme.colors.blue700};color:#fff;text-decoration:none}`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The 503 page: its title, what happened, and the same address again. */
function unavailablePageHtml(locale: string | undefined, answer: Unavailable, url: string): string {
  const lang = interfaceLanguageOf(locale && isLocale(locale) ? locale : DEFAULT_LOCALE);
  const t = textsFor(lang);
  const [title, message] = answer.reason === 'busy' ? [t.busyTitle, t.busyMessage] : [t.downTitle, t.downMessage];
  return `<!DOCTYPE html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main role="alert"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><a href="${escapeHtml(url)}">${escapeHtml(t.retry)}</a></main></body></html>`;
}

/** `load`, answering a busy or unreachable database with the 503 page. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Next's own bound for page props
export function withUnavailablePage<P extends { [key: string]: any }>(load: GetServerSideProps<P>): GetServerSideProps<P> {
  return async (context: GetServerSidePropsContext) => {
    try {
      return await load(context);
    } catch (err) {
      const answer = answerUnavailable(context.res, err);
      if (!answer) throw err;
      context.res.setHeader('Content-Type', 'text/html; charset=utf-8');
      context.res.end(unavailablePageHtml(context.locale, answer, context.resolvedUrl));
      // Never rendered: the answer is sent.
      return { props: {} as P };
    }
  };
}
