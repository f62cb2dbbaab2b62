#!/usr/bin/env node
/**
 * AI summary and mock-exam time for a 50-page PDF (issue 12 §10): writes a real 50-page study
 * PDF from the seed's notes (pdf-lib, as seeded knows are made), reads its text back with the
 * upload flow's extractor (pdf.js in the inspect worker), then times the embedded engine on it:
 * sentence segmentation + TextRank summary (short, medium, long) and mock exams of 10 and 30
 * questions and a flashcard draft of 20 cards, several runs each (the first run, cold, is
 * reported apart). Aim: summary < 1 s.
 *
 *   npx tsx bench/ai-summary.mjs
 *   BENCH_LANGUAGE=el BENCH_PAGES=50 BENCH_RUNS=10 npx tsx bench/ai-summary.mjs
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { planDemoKnows } from '../server/seed/demo-knows';
import { demoAccounts } from '../server/db/seed';
import { renderStudyNote } from '../server/seed/pdf-writer';
import { inspectPdf } from '../server/files/pdf';
import { sentencesOf } from '../server/ai/text/sentences';
import { extractiveSummary } from '../server/ai/summarize';
import { generateMockExam } from '../server/ai/mock-exam';
import { buildFlashcardsFromPassages } from '../server/ai/flashcards-from-passages';

const LANGUAGE = process.env.BENCH_LANGUAGE ?? 'de';
const PAGES = Number(process.env.BENCH_PAGES ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);

/** One long note: the sections of every seeded note of the language, each on a new page, until PAGES. */
async function bigPdf() {
  const notes = planDemoKnows(demoAccounts()).filter((p) => p.contentLanguage === LANGUAGE && p.content.kind === 'pdf').map((p) => p.content.note);
  if (notes.length === 0) throw new Error(`no seeded notes in ${LANGUAGE}`);
  const sections = [];
  let rendered;
  for (let i = 0; ; i++) {
    const n = notes[i % notes.length];
    sections.push(...n.sections.map((s, j) => ({ ...s, newPage: j === 0 })));
    if (i % 8 !== 7) continue;
    rendered = await renderStudyNote({ ...notes[0], sections });
    if (rendered.pages.length >= PAGES) break;
  }
  return rendered.pdf;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
function time(label, fn) {
  const t0 = performance.now();
  const cold = fn();
  const coldMs = performance.now() - t0;
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    fn();
    runs.push(performance.now() - t);
  }
  runs.sort((a, b) => a - b);
  console.log(`  ${label.padEnd(34)} cold ${coldMs.toFixed(1).padStart(7)} ms   p50 ${pct(runs, 50).toFixed(1).padStart(7)} ms   max ${runs.at(-1).toFixed(1).padStart(7)} ms`);
  return { cold, p50: pct(runs, 50) };
}

console.log(`AI summary bench: ${LANGUAGE}, load average ${loadavg()[0].toFixed(1)} on ${cpus().length} CPUs`);
const pdf = await bigPdf();
const t = performance.now();
const doc = await inspectPdf(pdf);
console.log(`  PDF: ${doc.pageCount} pages, ${(pdf.length / 1024).toFixed(0)} KiB, text extracted in ${(performance.now() - t).toFixed(0)} ms (upload flow, once per upload)`);
const ref = { knowUuid: null, uploadUuid: 'bench', title: 'bench', viewerPath: null };
// Exactly PAGES pages (the note's last section may run over).
const pages = doc.pages.slice(0, PAGES).map((text, i) => ({ ref, page: i + 1, text }));
console.log(`  timed on the first ${pages.length} pages`);
const { cold: sentences } = time('segmentation (sentences, words)', () => sentencesOf(pages, LANGUAGE));
console.log(`  ${sentences.length} sentences`);
for (const length of ['short', 'medium', 'long']) {
  const { cold } = time(`summary ${length} (segment + TextRank)`, () => extractiveSummary(sentencesOf(pages, LANGUAGE), length));
  console.log(`    -> ${cold.length} sentences`);
}
for (const count of [10, 30]) {
  const { cold } = time(`mock exam ${count} questions`, () => generateMockExam(sentencesOf(pages, LANGUAGE), { count, focus: '', lang: LANGUAGE, seed: 'bench' }));
  console.log(`    -> ${cold.length} questions (${[...new Set(cold.map((q) => q.kind))].join(', ')})`);
}
{
  const { cold } = time('flashcard draft 20 cards', () => buildFlashcardsFromPassages(pages, LANGUAGE, { count: 20 }));
  console.log(`    -> ${cold.length} cards (${[...new Set(cold.map((c) => c.source))].join(', ')})`);
}
process.exit(0);
