/**
 * Pages under load (issue 21, decision 0045): a page's getServerSideProps whose database read
 * found no free connection in time (busy) or no database (unreachable) answers 503 with
 * Retry-After and the "busy" view, never Next's 500 page. Other errors are thrown on as before.
 */
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import type { ServerResponse } from 'node:http';
import { shellPageProps } from '@/lib/pages/static-page-props';
import { SERVICE_UNAVAILABLE_PROP, type ServiceUnavailable, type ServiceUnavailablePageProps } from '@/lib/pages/service-unavailable';
import { databaseBusyReason, databaseUnavailableReason } from '../db/client';
import { processLogger } from '../log/process-logger';
import { BUSY_RETRY_SECONDS, UNAVAILABLE_RETRY_SECONDS } from './errors';

/**
 * When `err` is load or an outage of the database: sets 503, Retry-After and no-store on `res`
 * and says which; null (and `res` untouched) for any other error.
 */
export function answerUnavailable(res: ServerResponse, err: unknown): ServiceUnavailable | null {
  const busy = databaseBusyReason(err);
  const unreachable = busy ? null : databaseUnavailableReason(err);
  if (!busy && !unreachable) return null;
  const answer: ServiceUnavailable = busy
    ? { reason: 'busy', retryAfter: BUSY_RETRY_SECONDS }
    : { reason: 'unreachable', retryAfter: UNAVAILABLE_RETRY_SECONDS };
  res.statusCode = 503;
  res.setHeader('Retry-After', String(answer.retryAfter));
  res.setHeader('Cache-Control', 'no-store');
  processLogger().warn({ reason: busy ?? unreachable }, `Page answered 503 ${answer.reason}: its data could not be read`);
  return answer;
}

/** `load`, answering a busy or unreachable database with the 503 "busy" page. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Next's own bound for page props
export function withUnavailablePage<P extends { [key: string]: any }>(
  load: GetServerSideProps<P>,
): GetServerSideProps<P | ServiceUnavailablePageProps> {
  return async (context: GetServerSidePropsContext) => {
    try {
      return await load(context);
    } catch (err) {
      const answer = answerUnavailable(context.res, err);
      if (!answer) throw err;
      return { props: { ...(await shellPageProps(context.locale)), [SERVICE_UNAVAILABLE_PROP]: answer } };
    }
  };
}
