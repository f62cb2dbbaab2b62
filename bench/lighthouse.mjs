#!/usr/bin/env node
/**
 * Lighthouse 12, mobile (its default form factor and simulated throttling), performance only:
 * the landing, a subject page and a know page of the US and DE editions, three runs each, the
 * median score reported (issue 9 §8: at least 95). Needs a production build; starts `next
 * start` on BENCH_PORT (default 3200) unless BENCH_ORIGIN_TEMPLATE is given (e.g.
 * "http://{code}.localhost:3000"). Chrome: CHROME_PATH or /usr/bin/chromium.
 *
 *   node bench/lighthouse.mjs               # US and DE, three runs each
 *   LH_RUNS=5 LH_EDITIONS=de node bench/lighthouse.mjs
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { samplePages, startNext } from './support/next-server.mjs';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const EDITIONS = (process.env.LH_EDITIONS ?? 'us,de').split(',').map((s) => s.trim()).filter(Boolean);
const AIM = 95;

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
      if (!path) {
        console.log(`${code} ${kind}: no page found`);
        failed = true;
        continue;
      }
      const url = `${origin}${path}`;
      if (server) await server.fetchAs(code, path).catch(() => undefined); // render once (ISR) before measuring
      const scores = [];
      const metrics = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
        const lhr = result.lhr;
        if (lhr.runtimeError) {
          console.log(`${code} ${kind}: ${lhr.runtimeError.message} (${url})`);
          failed = true;
          break;
        }
        scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
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
