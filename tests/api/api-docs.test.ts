/**
 * The API reference at /api/docs (issue 25 §3, decision 0076): HTML served by the app whose
 * every script and style comes from our own origin, under the site's CSP, and which shows the
 * OpenAPI document in a real browser (Chromium) without a CSP violation.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '@/lib/security-headers';
import { blockNextRoutes } from './support/next-routes';
import { chromiumPath } from '../support/chromium-path';

describe('/api/docs', () => {
  const served = blockNextRoutes(async () => ({
    '/api/docs': (await import('@/pages/api/docs/[[...file]]')).default,
    '/api/v1': (await import('@/pages/api/v1/[[...path]]')).default,
  }));
  let front: Server | undefined;
  let url: string;
  beforeAll(async () => {
    // In front, the headers next.config.ts gives every production response (the CSP among them).
    const upstream = new URL(served.url);
    front = createServer((req, res) => {
      for (const { key, value } of securityHeaders(false)) res.setHeader(key, value);
      void fetch(new URL(req.url ?? '/', upstream), { method: req.method, headers: { 'accept-encoding': String(req.headers['accept-encoding'] ?? '') } }).then(async (r) => {
        const headers: Record<string, string> = {};
        r.headers.forEach((v, k) => {
          if (k !== 'content-encoding' && k !== 'content-length') headers[k] = v;
        });
        res.writeHead(r.status, headers).end(Buffer.from(await r.arrayBuffer()));
      });
    });
    await new Promise<void>((r) => front!.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
    // The app context opens (and migrates) on the first API request: before the browser waits on it.
    const spec = await fetch(`${url}/api/v1/openapi.json`);
    expect(spec.status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    front?.closeAllConnections();
    await new Promise((r) => front?.close(r));
  });

  it('answers HTML whose scripts and styles all load from our origin, none inline', async () => {
    const page = await fetch(`${served.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    const sources = [...scripts.map((m) => /src="([^"]+)"/.exec(m[1]!)?.[1]), ...[...html.matchAll(/<link[^>]*href="([^"]+)"/g)].map((m) => m[1])];
    for (const [, , body] of scripts) expect(body!.trim()).toBe('');
    for (const src of sources) {
      expect(src, 'same origin, path only').toMatch(/^\/api\/docs\/[\w.-]+$/);
      const file = await fetch(`${served.url}${src}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(file.status, src).toBe(200);
      expect(file.headers.get('content-type'), src).toMatch(/^(text\/(javascript|css)|image\/png)/);
      expect((await file.arrayBuffer()).byteLength, src).toBeGreaterThan(10);
    }
    // The viewer reads the app's own document.
    expect(await (await fetch(`${served.url}/api/docs/start.js`)).text()).toContain('"/api/v1/openapi.json"');
  });

  it('answers a typed JSON error for an unknown file or a write', async () => {
    const missing = await fetch(`${served.url}/api/docs/../../package.json`);
    expect(missing.status).toBe(404);
    const unknown = await fetch(`${served.url}/api/docs/swagger-ui.js.map`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { type: 'NotFoundError' } });
    const post = await fetch(`${served.url}/api/docs`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(await post.json()).toMatchObject({ error: { type: 'BadRequestError' } });
  });

  it('shows the OpenAPI document in Chromium under the CSP, with no request leaving our origin', async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      const foreign: string[] = [];
      page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
      page.on('pageerror', (e) => problems.push(e.message));
      page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
      page.on('request', (r) => !r.url().startsWith(url) && !r.url().startsWith('data:') && foreign.push(r.url()));
      await page.goto(`${url}/api/docs`);
      await page.locator('.swagger-ui .info .title').waitFor({ timeout: 30_000 }).catch(async (err: unknown) => {
        throw new Error(`${String(err)}\nhtml: ${(await page.content()).slice(0, 1500)}\nconsole: ${problems.join(' | ')}\nforeign: ${foreign.join(' ')}`);
      });
      expect(await page.locator('.swagger-ui .info .title').innerText()).toMatch(/Knowly/i);
      // The operations of the first section (the viewer renders the rest as they scroll in).
      await expect.poll(() => page.locator('.opblock').count(), { timeout: 20_000 }).toBeGreaterThan(5);
      expect(problems).toEqual([]);
      expect(foreign).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
