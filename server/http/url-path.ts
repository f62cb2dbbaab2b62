/**
 * Request paths, decoded once. A segment that is not valid percent-encoding (`%ZZ`, a lone
 * `%E0`) is a client error: 400 JSON from the router, and the same check runs in the server
 * entry before /api requests reach Next (which would answer its own HTML 400).
 */
import { malformedUrl } from '../errors';

/** Decoded, non-empty segments of `pathname`; throws 400 BadRequestError when malformed. */
export function pathSegments(pathname: string): string[] {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    throw malformedUrl();
  }
}

/** True when the path part of a request target cannot be percent-decoded. */
export function isMalformedPath(target: string): boolean {
  const pathname = target.split(/[?#]/, 1)[0] ?? '';
  try {
    pathSegments(pathname);
    return false;
  } catch {
    return true;
  }
}
