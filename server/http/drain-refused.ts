/**
 * A body the server refuses (413, or a parse error mid-way) is read to its end before the answer,
 * up to a bound: a socket closed with unread data is reset, and a client still sending then sees
 * EPIPE or ECONNRESET instead of the typed error. Past the bound (a body far over any limit, or a
 * client that sends too slowly) the answer goes at once and closes the connection.
 */
import type { IncomingMessage } from 'node:http';

const DRAIN_BYTES_MAX = 4 * 1024 * 1024;
const DRAIN_MS_MAX = 5_000;

export function drainRefused(req: IncomingMessage, alreadyRead = 0): Promise<void> {
  const declared = Number(req.headers['content-length']);
  if (req.readableEnded || req.destroyed || (Number.isFinite(declared) && declared > DRAIN_BYTES_MAX)) {
    req.resume();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let seen = alreadyRead;
    const finish = () => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', finish);
      req.off('close', finish);
      req.off('error', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_BYTES_MAX) finish();
    };
    const timer = setTimeout(finish, DRAIN_MS_MAX);
    timer.unref();
    req.on('data', onData);
    req.on('end', finish);
    req.on('close', finish);
    req.on('error', finish);
    // Flowing: what arrives is discarded, also after `finish` (the answer then closes the socket).
    req.resume();
  });
}
