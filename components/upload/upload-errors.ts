/**
 * What the learner reads when an upload fails (issue 5 §3, spec §8): the server's typed errors
 * as translated sentences. Keys carry their namespace (`upload:` or `errors:`).
 */
import { toApiError } from '@/lib/api/errors';

export interface ErrorMessage {
  key: string;
  params?: Record<string, string | number>;
}

function reason(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? (data as { reason?: unknown }).reason : undefined;
}

/** The message for a failed upload, or null when the learner cancelled it. */
export function uploadErrorMessage(error: unknown, imagesAllowed: boolean): ErrorMessage | null {
  const e = toApiError(error);
  if (e.canceled) return null;
  if (e.type === 'InvalidMIMETypeError' || e.status === 415) {
    return { key: imagesAllowed ? 'upload:fileErrors.wrongTypeImages' : 'upload:fileErrors.wrongType' };
  }
  if (e.status === 413) return { key: 'upload:fileErrors.tooLarge' };
  if (e.status === 400 && reason(e.data) === 'corrupt') return { key: 'upload:fileErrors.corrupt' };
  // Hostile-document caps (docs/decisions/0015): say which limit, so the learner can fix the file.
  if (e.status === 400 && reason(e.data) === 'too-many-pages') {
    const data = e.data as { pageCount?: unknown; maxPages?: unknown };
    return { key: 'upload:fileErrors.tooManyPages', params: { pageCount: Number(data.pageCount) || 0, maxPages: Number(data.maxPages) || 0 } };
  }
  if (e.status === 400 && reason(e.data) === 'too-large-when-decompressed') return { key: 'upload:fileErrors.tooLargeUnpacked' };
  if (e.type === 'TooManyRequestsError' || e.status === 429) return { key: 'upload:fileErrors.tooManyRequests' };
  if (e.status === 401 || e.type === 'AuthorizationError') return { key: 'upload:fileErrors.signedOut' };
  // No connection, 500, 502, 504: the client's own messages (lib/api/errors.ts).
  if (e.handled) return { key: e.messageKey };
  return { key: 'upload:fileErrors.unknown', params: { type: e.type } };
}

/** The error type for analytics (never the message: it may hold a file name). */
export function uploadErrorType(error: unknown): string {
  const e = toApiError(error);
  return e.status === 400 && reason(e.data) === 'corrupt' ? 'CorruptFile' : e.type;
}
