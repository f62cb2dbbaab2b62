/**
 * The API reference at /api/docs (issue 25 §3, decision 0076): Swagger UI reading
 * /api/v1/openapi.json, every file from our origin (swagger-ui-dist in node_modules, no CDN), so
 * the site's CSP (script-src 'self') holds unchanged: the page has no inline script and the
 * viewer's settings come in a script file of our own (start.js).
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ApiError, notFound } from '../errors';
import { sendError } from '../http/respond';

export const API_DOCS_PATH = '/api/docs';
const SPEC_URL = '/api/v1/openapi.json';

const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Knowly API</title>
<link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css">
<link rel="icon" href="${API_DOCS_PATH}/favicon-32x32.png">
</head>
<body>
<div id="api-reference"></div>
<noscript><p>The reference needs JavaScript; the document itself is at <a href="${SPEC_URL}">${SPEC_URL}</a>.</p></noscript>
<script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_DOCS_PATH}/start.js"></script>
</body>
</html>
`;

// validatorUrl null: Swagger UI would otherwise load a badge from a third-party validator.
const START = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(SPEC_URL)}, dom_id: '#api-reference', deepLinking: true, validatorUrl: null, tryItOutEnabled: false });\n`;

interface Asset {
  type: string;
  read: () => Buffer;
}

// Read from the installed package (not bundled by Next: 1.7 MB the server never runs).
const dist = (file: string) => () => readFileSync(join(process.cwd(), 'node_modules', 'swagger-ui-dist', file));

const ASSETS: Record<string, Asset> = {
  '': { type: 'text/html; charset=utf-8', read: () => Buffer.from(PAGE) },
  'start.js': { type: 'text/javascript; charset=utf-8', read: () => Buffer.from(START) },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', read: dist('swagger-ui-bundle.js') },
  'swagger-ui.css': { type: 'text/css; charset=utf-8', read: dist('swagger-ui.css') },
  'favicon-32x32.png': { type: 'image/png', read: dist('favicon-32x32.png') },
};

const loaded = new Map<string, { plain: Buffer; gzip: Buffer }>();

function load(name: string, asset: Asset) {
  let body = loaded.get(name);
  if (!body) {
    const plain = asset.read();
    body = { plain, gzip: gzipSync(plain) };
    loaded.set(name, body);
  }
  return body;
}

/** The file of /api/docs[/name]; null when there is no such file. */
export function apiDocsFile(pathname: string): string | null {
  const rest = pathname.replace(/\/+$/, '');
  if (rest === API_DOCS_PATH) return '';
  if (!rest.startsWith(`${API_DOCS_PATH}/`)) return null;
  const name = rest.slice(API_DOCS_PATH.length + 1);
  return Object.hasOwn(ASSETS, name) && name !== '' ? name : null;
}

export function serveApiDocs(req: IncomingMessage, res: ServerResponse): void {
  const name = apiDocsFile(new URL(req.url ?? '/', 'http://localhost').pathname);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendError(res, new ApiError(405, 'BadRequestError', `${req.method} is not allowed here.`, { allow: ['GET', 'HEAD'] }, { Allow: 'GET, HEAD' }));
    return;
  }
  if (name === null) {
    sendError(res, notFound('No such file of the API reference.'));
    return;
  }
  const asset = ASSETS[name]!;
  const body = load(name, asset);
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const payload = gzip ? body.gzip : body.plain;
  res.writeHead(200, {
    'Content-Type': asset.type,
    'Content-Length': payload.length,
    Vary: 'Accept-Encoding',
    // The page follows the deployment; the viewer's files change only with the package.
    'Cache-Control': name === '' ? 'no-cache' : 'public, max-age=86400',
    'X-Robots-Tag': 'noindex',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}
