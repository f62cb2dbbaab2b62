#!/usr/bin/env node
/**
 * Lighthouse 13, mobile (its default form factor and simulated throttling), performance only:
 * the landing, a subject page and a know page of the US and DE editions, three runs each, the
 * median score reported (issue 9 §8: at least 95). Needs a production build; starts `next
 * start` on BENCH_PORT (default 3200) unless BENCH_ORIGIN_TEMPLATE is given (e.g.
 * "http://{code}.localhost:3000"). Chrome: CHROME_PATH or /usr/bin/chromium.
 *
 *   node bench/lighthouse.mjs               # US and DE, three runs each
 *   LH_RUNS=5 LH_EDITIONS=de node bench/lighthouse.mjs
 *   LH_DETAIL=1 LH_RUNS=1 LH_PAGES=know node bench/lighthouse.mjs   # where the time goes
 *
 * LH_DETAIL prints, per run, the LCP element, the long tasks (simulated, throttled) with the
 * script they belong to, and the main-thread time per script: what to work on next.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { samplePages, startNext } from './support/next-server.mjs';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const EDITIONS = (process.env.LH_EDITIONS ?? 'us,de').split(',').map((s) => s.trim()).filter(Boolean);
const AIM = 95;
const MAX_RETRIES = 2;
const DETAIL = process.env.LH_DETAIL === '1';
const PAGES = process.env.LH_PAGES ? process.env.LH_PAGES.split(',').map((s) => s.trim()) : null;

const shortUrl = (url) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90) : String(url));

function printDetail(lhr) {
  const a = lhr.audits;
  // Lighthouse 13 folded the LCP element audit into the LCP breakdown insight: its subparts, then the element.
  const lcpItems = a['lcp-breakdown-insight']?.details?.items ?? [];
  const lcpNode = lcpItems.find((item) => item.type === 'node');
  if (lcpNode) console.log(`    LCP element: ${lcpNode.nodeLabel ?? ''} <${lcpNode.snippet ?? ''}>`.slice(0, 200));
  const subparts = lcpItems.find((item) => item.type === 'table')?.items ?? [];
  for (const p of subparts) console.log(`      ${p.subpart}: ${Math.round(p.duration)} ms`);
  for (const t of a['long-tasks']?.details?.items ?? []) {
    console.log(`    long task ${String(Math.round(t.duration)).padStart(5)} ms at ${String(Math.round(t.startTime)).padStart(5)} ms  ${shortUrl(t.url)}`);
  }
  for (const b of (a['bootup-time']?.details?.items ?? []).slice(0, 8)) {
    console.log(`    script ${String(Math.round(b.total)).padStart(5)} ms (eval ${Math.round(b.scripting)}, parse ${Math.round(b.scriptParseCompile)})  ${shortUrl(b.url)}`);
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const server = process.env.BENCH_ORIGIN_TEMPLATE ? null : await startNext();
const originOf = (code) => (server ? server.origin(code) : process.env.BENCH_ORIGIN_TEMPLATE.replace('{code}', code));

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

const rows = [];
let failed = false;
try {
  for (const code of EDITIONS) {
    const origin = originOf(code);
    const pages = server ? await samplePages(server, code) : { know: process.env.LH_KNOW_PATH, subject: process.env.LH_SUBJECT_PATH };
    const targets = [
      ['landing', '/'],
      ['subject', pages.subject],
      ['know', pages.know],
    ];
    for (const [kind, path] of targets) {
      if (PAGES && !PAGES.includes(kind)) continue;
      if (!path) {
        console.log(`${code} ${kind}: no page found`);
        failed = true;
        continue;
      }
      const url = `${origin}${path}`;
      if (server) await server.fetchAs(code, path).catch(() => undefined); // render once (ISR) before measuring
      const scores = [];
      const metrics = [];
      let retries = 0;
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
        const lhr = result.lhr;
        if (lhr.runtimeError) {
          console.log(`${code} ${kind}: ${lhr.runtimeError.message} (${url})`);
          // Lighthouse's own trace recording fails now and then (NO_NAVSTART): run again, twice at most.
          if (retries < MAX_RETRIES) {
            retries++;
            i--;
            continue;
          }
          failed = true;
          break;
        }
        scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
        if (DETAIL) printDetail(lhr);
        const a = lhr.audits;
        metrics.push({
          fcp: a['first-contentful-paint'].numericValue,
          lcp: a['largest-contentful-paint'].numericValue,
          tbt: a['total-blocking-time'].numericValue,
          cls: a['cumulative-layout-shift'].numericValue,
          si: a['speed-index'].numericValue,
        });
      }
      if (scores.length === 0) continue;
      const score = median(scores);
      const m = (k) => median(metrics.map((x) => x[k]));
      rows.push({ code, kind, path, score, scores });
      console.log(
        `${code} ${kind.padEnd(7)} ${String(score).padStart(3)} (runs ${scores.join(', ')})  FCP ${(m('fcp') / 1000).toFixed(2)} s  LCP ${(m('lcp') / 1000).toFixed(2)} s  TBT ${m('tbt').toFixed(0)} ms  CLS ${m('cls').toFixed(3)}  SI ${(m('si') / 1000).toFixed(2)} s  ${path}`,
      );
      if (score < AIM) failed = true;
    }
  }
} finally {
  await chrome.kill();
  server?.stop();
}
console.log(failed ? `✖ some median under ${AIM}` : `✓ every median at least ${AIM}`);
process.exitCode = failed ? 1 : 0;
