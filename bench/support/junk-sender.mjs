#!/usr/bin/env node
/**
 * Sends junk "PDFs" (random bytes after a `%PDF-` header) to POST /api/v1/uploads from its own
 * process, so the server's memory is measured without the sender's (bench/hostile-uploads.mjs).
 *
 *   node bench/support/junk-sender.mjs '{"url","token","mb","lanes","until":"stdin"|"count","count"}'
 *
 * `lanes` uploads are kept in flight; with until "count" each lane sends `count` and the process
 * exits; with until "stdin" lanes keep sending until stdin closes. Prints one JSON line:
 * [{ status, reason, ms }, ...] (and "sending" on stderr once it starts).
 */
import { randomBytes } from 'node:crypto';

const { url, token, mb, lanes, until, count = 1 } = JSON.parse(process.argv[2]);
const HEADERS = { 'x-platform': 'web', 'x-device-id': 'bench-device-0001', authorization: `Bearer ${token}` };

const bytes = randomBytes(mb * 1024 * 1024);
bytes.write('%PDF-1.7\n', 0, 'latin1');
// One Blob for every request: the sender holds one copy, whatever it sends.
const junk = new Blob([bytes], { type: 'application/pdf' });

let sending = true;
if (until === 'stdin') {
  process.stdin.on('end', () => { sending = false; }).resume();
}

async function upload(name) {
  const form = new FormData();
  form.append('file', junk, name);
  const started = performance.now();
  try {
    const res = await fetch(`${url}/api/v1/uploads`, { method: 'POST', headers: HEADERS, body: form });
    const body = await res.json().catch(() => null);
    return { status: res.status, reason: body?.error?.data?.reason ?? body?.error?.type ?? '-', ms: Math.round(performance.now() - started) };
  } catch (err) {
    return { status: 0, reason: err.cause?.code ?? String(err), ms: Math.round(performance.now() - started) };
  }
}

const results = [];
process.stderr.write('sending\n');
await Promise.all(Array.from({ length: lanes }, async (_, lane) => {
  for (let n = 0; until === 'stdin' ? sending : n < count; n++) results.push(await upload(`junk-${lane}-${n}.pdf`));
}));
process.stdout.write(`${JSON.stringify(results)}\n`);
