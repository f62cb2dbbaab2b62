/**
 * A request by node:http, for tests of what sits in front of the app: unlike fetch it sends the
 * Host header it is given and hands back the body's bytes untouched (no decompression).
 */
import { request, type IncomingMessage } from 'node:http';

export function rawRequest(url: string, method: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
