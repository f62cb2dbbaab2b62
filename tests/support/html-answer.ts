/** How the page servers under test answer: HTML, gzipped when the request accepts gzip. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

export function endHtml(req: IncomingMessage, res: ServerResponse, body: string) {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (/gzip/.test(String(req.headers['accept-encoding'] ?? ''))) {
    res.setHeader('Content-Encoding', 'gzip');
    res.end(gzipSync(body));
  } else {
    res.end(body);
  }
}
