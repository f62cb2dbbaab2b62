/**
 * Every exchange of the API tests, checked against the OpenAPI document (issue 21 §8, decision
 * 0052): the operation (method and path template) must be documented, the status among its
 * responses, the answer's media type and body those of that response; and when the server
 * accepted the request (2xx), its query and body must be valid by the document too. Checked
 * against the generated JSON document with a JSON Schema 2020-12 validator (OpenAPI 3.1's
 * dialect), not against the zod schemas it is generated from, so a generator's slip shows.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { ROUTES } from '@/server/http/routes';
import { buildOpenApiDocument } from '@/server/http/openapi';

interface MediaObject { schema?: unknown }
interface Parameter { name: string; in: string; required?: boolean; schema?: unknown }
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaObject> };
  responses: Record<string, { content?: Record<string, MediaObject> }>;
}
interface Document { paths: Record<string, Record<string, Operation>> }

export interface Exchange {
  method: string;
  /** The request target as sent: path and query. */
  target: string;
  /** The request's media type, when it had a body. */
  requestType: string | null;
  /** The request body as sent (JSON text, or bytes / form data: only its media type is checked). */
  requestBody: BodyInit | null;
  status: number;
  /** The answer's Content-Type header. */
  responseType: string | null;
  /** The answer's text ('' when none). */
  responseText: string;
}

const DOC_ID = 'knowly-openapi.json';
const pointer = (...parts: string[]) => `${DOC_ID}#/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
const mediaOf = (contentType: string | null) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/** A documented media type (or range: image/*, *\/*) that covers `media`. */
function documentedMedia(content: Record<string, MediaObject>, media: string): string | undefined {
  return Object.keys(content).find((key) => {
    const k = key.toLowerCase();
    return k === media || k === '*/*' || (k.endsWith('/*') && media.startsWith(k.slice(0, -1)));
  });
}

const isJson = (media: string) => media === 'application/json' || /^application\/[\w.+-]+\+json$/.test(media);

interface Template { path: string; segments: (string | null)[]; specificity: string }

function createChecker() {
  const doc = JSON.parse(JSON.stringify(buildOpenApiDocument(ROUTES))) as Document;
  // The document's own keywords (openapi, paths...) and OpenAPI annotations are not JSON Schema.
  const ajv = new Ajv2020({ allErrors: true, strictSchema: false, strictTypes: false });
  addFormats(ajv);
  // OpenAPI's annotation for bytes: no constraint on a decoded JSON value.
  ajv.addFormat('binary', true);
  ajv.addSchema(doc, DOC_ID);
  // Query strings carry text: validated with the coercion a server does (`?limit=5` is an integer).
  const coercing = new Ajv2020({ allErrors: true, strictSchema: false, strictTypes: false, coerceTypes: 'array' });
  addFormats(coercing);
  coercing.addFormat('binary', true);
  coercing.addSchema(doc, DOC_ID);

  const compiled = new Map<string, ValidateFunction>();
  const validator = (ref: string, engine = ajv) => {
    const key = `${engine === ajv ? 'json' : 'query'} ${ref}`;
    let v = compiled.get(key);
    if (!v) compiled.set(key, (v = engine.compile({ $ref: ref })));
    return v;
  };
  const errorsOf = (v: ValidateFunction) => (v.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`).join('; ');

  const templates: Template[] = Object.keys(doc.paths).map((path) => {
    const segments = path.split('/').filter(Boolean).map((s) => (/^\{\w+\}$/.test(s) ? null : s));
    return { path, segments, specificity: segments.map((s) => (s === null ? '1' : '0')).join('') };
  });

  function templatesOf(pathname: string): Template[] {
    let parts: string[];
    try {
      parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      parts = pathname.split('/').filter(Boolean);
    }
    return templates
      .filter((t) => t.segments.length === parts.length && t.segments.every((s, i) => s === null || s === parts[i]))
      .sort((a, b) => a.specificity.localeCompare(b.specificity));
  }

  const errorBody = (x: Exchange) => {
    if (!isJson(mediaOf(x.responseType))) return [`the ${x.status} answer is not JSON`];
    const v = validator(pointer('components', 'schemas', 'Error'));
    return v(JSON.parse(x.responseText)) ? [] : [`the ${x.status} answer is not an Error: ${errorsOf(v)}`];
  };

  function checkRequest(x: Exchange, path: string, method: string, op: Operation): string[] {
    const problems: string[] = [];
    const query = new URLSearchParams(x.target.split('?')[1] ?? '');
    const params = (op.parameters ?? []).filter((p) => p.in === 'query');
    for (const p of params) {
      if (!query.has(p.name)) {
        if (p.required) problems.push(`the request lacks the required query parameter ${p.name}`);
        continue;
      }
      const v = validator(pointer('paths', path, method, 'parameters', String(op.parameters!.indexOf(p)), 'schema'), coercing);
      if (!v(query.get(p.name))) problems.push(`query parameter ${p.name}: ${errorsOf(v)}`);
    }
    if (x.requestBody === null) {
      if (op.requestBody?.required) problems.push('the request has no body, which the document requires');
      return problems;
    }
    // The server does not read a body the operation does not take: nothing to check.
    if (!op.requestBody) return problems;
    const media = mediaOf(x.requestType);
    const key = documentedMedia(op.requestBody.content, media);
    if (!key) return [...problems, `the request's media type ${media || '(none)'} is not documented`];
    if (typeof x.requestBody !== 'string' || !op.requestBody.content[key]!.schema || key === 'multipart/form-data') return problems;
    let value: unknown;
    try {
      value = JSON.parse(x.requestBody);
    } catch {
      return [...problems, 'the request body is not JSON'];
    }
    const v = validator(pointer('paths', path, method, 'requestBody', 'content', key, 'schema'));
    if (!v(value)) problems.push(`request body: ${errorsOf(v)}`);
    return problems;
  }

  function checkResponse(x: Exchange, path: string, method: string, op: Operation): string[] {
    const documented = [String(x.status), `${String(x.status)[0]}XX`, 'default'].find((k) => op.responses[k]);
    if (!documented) return [`the status ${x.status} is not documented`];
    const content = op.responses[documented]!.content;
    // A HEAD or 304 answer carries the headers of the body it leaves out.
    if (x.method === 'HEAD' || x.status === 304) return [];
    if (!content) return x.responseText === '' ? [] : [`the ${x.status} answer has a body, which the document does not describe`];
    const media = mediaOf(x.responseType);
    const key = documentedMedia(content, media);
    if (!key) return [`the ${x.status} answer's media type ${media || '(none)'} is not documented (${Object.keys(content).join(', ')})`];
    if (!isJson(media)) return [];
    const v = validator(pointer('paths', path, method, 'responses', documented, 'content', key, 'schema'));
    return v(x.responseText === '' ? null : JSON.parse(x.responseText)) ? [] : [`the ${x.status} answer: ${errorsOf(v)}`];
  }

  /** What in this exchange the document does not describe (empty: all of it does). */
  return function check(x: Exchange): string[] {
    const pathname = x.target.split(/[?#]/, 1)[0]!;
    // Only the API router's answers are described; pages and assets are Next's.
    if (!pathname.startsWith('/api/')) return [];
    const method = (x.method === 'HEAD' ? 'GET' : x.method).toLowerCase();
    const candidates = templatesOf(pathname);
    // The router's own answers: 404 to an unknown path, 405 (and OPTIONS) to a method a path lacks.
    if (candidates.length === 0) return x.status === 404 ? errorBody(x) : [`no documented path matches (status ${x.status})`];
    const hit = candidates.find((t) => doc.paths[t.path]![method]);
    if (!hit) {
      if (x.method === 'OPTIONS' && x.status === 204) return [];
      return x.status === 405 ? errorBody(x) : [`${x.method} is not documented for ${candidates[0]!.path} (status ${x.status})`];
    }
    const op = doc.paths[hit.path]![method]!;
    // Hostile or invalid requests are the point of many tests: only an accepted request must be valid.
    const requestProblems = x.status >= 200 && x.status < 300 ? checkRequest(x, hit.path, method, op) : [];
    return [...requestProblems, ...checkResponse(x, hit.path, method, op)].map((p) => `${x.method} ${hit.path}: ${p}`);
  };
}

let checker: ReturnType<typeof createChecker> | undefined;

/** Problems of `x` by the OpenAPI document (built once per test file). */
export function openApiProblems(x: Exchange): string[] {
  checker ??= createChecker();
  return checker(x);
}
