#!/usr/bin/env node
// Where a machine's CPU goes while something runs (decision 0090): samples every process's CPU
// time from /proc once a second and, when stopped (Ctrl-C, SIGTERM) or after the seconds given,
// prints the CPU seconds each kind of process used meanwhile (the browsers, the e2e server,
// Vitest's workers, child servers, PostgreSQL, the build, ...). Linux only.
//
//   node bench/cpu-by-process.mjs > cpu.txt &  npm test;  kill %1
//   node bench/cpu-by-process.mjs 600
//
// `npm test` prints each step's CPU as its process tree is reaped; that misses what leaves the
// tree (Chromium's renderers, PostgreSQL's backends), which this counts. A process that starts
// and ends between two samples is missed.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS = 100; // USER_HZ on Linux
const KINDS = [
  ['postgres', (cmd) => /^postgres|\/postgres /.test(cmd)],
  ['chromium renderer', (cmd) => /chrom/.test(cmd) && /--type=renderer/.test(cmd)],
  ['chromium gpu', (cmd) => /chrom/.test(cmd) && /--type=gpu/.test(cmd)],
  ['chromium other', (cmd) => /chrom/.test(cmd) && /--type=/.test(cmd)],
  ['chromium browser', (cmd) => /chrom/.test(cmd)],
  ['vitest worker', (cmd) => /vitest/.test(cmd) && /forks|workers/.test(cmd)],
  ['vitest', (cmd) => /vitest/.test(cmd)],
  ['playwright runner', (cmd) => /playwright/.test(cmd)],
  ['e2e / npm start server', (cmd) => /scripts\/start\.mjs|next-server|next start/.test(cmd)],
  ['child server or script (tsx)', (cmd) => /--import tsx/.test(cmd)],
  ['next build', (cmd) => /next.*build|jest-worker|processChild/.test(cmd)],
  ['eslint', (cmd) => /eslint/.test(cmd)],
  ['tsc', (cmd) => /tsc/.test(cmd)],
  ['java (Nu Html Checker)', (cmd) => /vnu\.jar/.test(cmd)],
];
const kindOf = (cmd) => KINDS.find(([, test]) => test(cmd))?.[0] ?? `other: ${cmd.slice(0, 60)}`;

/** pid+start time -> [kind, CPU s when counting began, CPU s when last seen] */
const seen = new Map();
let first = true;

function sample() {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop().split(' ');
      const cpu = (Number(fields[11]) + Number(fields[12])) / TICKS;
      const key = `${pid}:${fields[19]}`;
      let entry = seen.get(key);
      if (!entry) {
        const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
        // A process already running counts from now, one started since from its start.
        entry = [kindOf(cmd), first ? cpu : 0, cpu];
        seen.set(key, entry);
      }
      entry[2] = cpu;
    } catch {
      // gone between the listing and the read
    }
  }
  first = false;
}

function report() {
  const byKind = new Map();
  for (const [kind, first, last] of seen.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + last - first);
  const rows = [...byKind].filter(([, s]) => s >= 0.5).sort((a, b) => b[1] - a[1]);
  for (const [kind, s] of rows) console.log(`${s.toFixed(1).padStart(9)}  ${kind}`);
  console.log(`${rows.reduce((sum, [, s]) => sum + s, 0).toFixed(1).padStart(9)}  in all`);
  process.exit(0);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, report);
const seconds = Number(process.argv[2]);
if (seconds > 0) setTimeout(report, seconds * 1000);
sample();
setInterval(sample, 1000);
