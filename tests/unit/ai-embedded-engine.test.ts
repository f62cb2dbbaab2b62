/**
 * The embedded engine on the seeded study notes (the PDFs the seed stores) in several content
 * languages: summaries keep the best-ranked sentences and respect the length; every mock-exam
 * answer key holds against the passage it quotes.
 */
import { describe, expect, it } from 'vitest';
import { planDemoKnows } from '@/server/seed/demo-knows';
import { demoAccounts } from '@/server/db/seed';
import { renderStudyNote } from '@/server/seed/pdf-writer';
import { normaliseText } from '@/server/files/pdf';
import { sentencesOf, type SourcePage, type SourceRef } from '@/server/ai/text/sentences';
import { extractiveSummary, rankedSentences, summarySentenceCount } from '@/server/ai/summarize';
import { GAP, generateMockExam, isCorrect } from '@/server/ai/mock-exam';
import { blocksOf, splitSentences } from '@/server/ai/text/segment';

const LANGUAGES = ['de', 'en', 'fr', 'pl', 'el', 'tr', 'cs', 'pt-BR'];
const plans = planDemoKnows(demoAccounts());

async function seededPages(lang: string): Promise<{ pages: SourcePage[]; ref: SourceRef }> {
  const plan = plans.find((p) => p.contentLanguage === lang && p.content.kind === 'pdf')!;
  if (plan.content.kind !== 'pdf') throw new Error('not a PDF');
  const rendered = await renderStudyNote(plan.content.note);
  const ref: SourceRef = { knowUuid: plan.id, uploadUuid: null, title: plan.title, viewerPath: `/knows/${plan.id}/view` };
  return { ref, pages: rendered.pages.map((text, i) => ({ ref, page: i + 1, text: normaliseText(text) })) };
}

describe.each(LANGUAGES)('embedded engine on a seeded %s note', (lang) => {
  it('summary: the top-ranked sentence is kept, lengths are ordered and bounded, sentences are verbatim on their page', async () => {
    const { pages } = await seededPages(lang);
    const sentences = sentencesOf(pages, lang);
    expect(sentences.length).toBeGreaterThanOrEqual(8);
    const ranked = rankedSentences(sentences);
    const counts = (['short', 'medium', 'long'] as const).map((length) => {
      const summary = extractiveSummary(sentences, length);
      expect(summary.length).toBeLessThanOrEqual(summarySentenceCount(length, sentences.length));
      expect(summary.map((s) => s.text)).toContain(ranked[0]!.sentence.text);
      // Reading order, and each sentence is on the page it cites.
      expect(summary.map((s) => s.id)).toEqual([...summary.map((s) => s.id)].sort((a, b) => a - b));
      for (const s of summary) {
        // A word hyphenated at a line's end is joined back, as the engine does (a hyphen inside a line stays).
        const page = pages[s.page! - 1]!.text.replace(/(\p{L})-\n(\p{L})/gu, '$1$2').replace(/\s+/g, ' ');
        expect(page.replace(/\s+/g, '')).toContain(s.text.replace(/\s+/g, ''));
      }
      // Every kept sentence outranks every skipped one that is not a near-duplicate of a kept one.
      const kept = new Set(summary.map((s) => s.id));
      const lowestKept = Math.min(...ranked.filter((r) => kept.has(r.sentence.id)).map((r) => r.score));
      const skippedAbove = ranked.filter((r) => !kept.has(r.sentence.id) && r.score > lowestKept);
      for (const r of skippedAbove) expect(summary.some((s) => s.text === r.sentence.text || similar(s.stemSet, r.sentence.stemSet))).toBe(true);
      return summary.length;
    });
    expect(counts[0]).toBeLessThanOrEqual(counts[1]!);
    expect(counts[1]).toBeLessThanOrEqual(counts[2]!);
  });

  it('mock exam: every answer key is right against its passage, wrong options are other terms of the source', async () => {
    const { pages } = await seededPages(lang);
    const sentences = sentencesOf(pages, lang);
    const questions = generateMockExam(sentences, { count: 12, focus: '', lang, seed: 'exam-1' });
    expect(questions.length).toBeGreaterThanOrEqual(6);
    expect(new Set(questions.map((q) => q.kind)).size).toBeGreaterThan(1);
    const sourceText = pages.map((p) => p.text).join(' ');
    for (const q of questions) {
      const passage = q.passage.quote;
      expect(sentences.some((s) => s.text === passage)).toBe(true);
      expect(q.passage.href).toBe(`/knows/${q.passage.knowUuid}/view?page=${q.passage.page}`);
      if (q.kind === 'GAP' || q.kind === 'MULTIPLE_CHOICE') {
        expect(q.prompt.split(GAP)).toHaveLength(2);
        expect(q.prompt.replace(GAP, q.answer)).toBe(passage);
        expect(isCorrect(q, q.answer, lang)).toBe(true);
        if (q.kind === 'GAP') expect(isCorrect(q, ` ${q.answer.toLowerCase()}. `, lang)).toBe(true);
      }
      if (q.kind === 'MULTIPLE_CHOICE') {
        expect(q.options).toHaveLength(4);
        expect(q.options.filter((o) => o === q.answer)).toHaveLength(1);
        for (const wrong of q.options.filter((o) => o !== q.answer)) {
          expect(q.prompt.replace(GAP, wrong)).not.toBe(passage);
          expect(sourceText).toContain(wrong);
          expect(isCorrect(q, wrong, lang)).toBe(false);
        }
      }
      if (q.kind === 'TRUE_FALSE') {
        expect(q.answer === 'true').toBe(q.prompt === passage);
        expect(isCorrect(q, q.answer, lang)).toBe(true);
        expect(isCorrect(q, q.answer === 'true' ? 'false' : 'true', lang)).toBe(false);
      }
    }
  });
});

function similar(a: Set<string>, b: Set<string>): boolean {
  let common = 0;
  for (const w of a) if (b.has(w)) common++;
  return common / (a.size + b.size - common) > 0.6;
}

describe('embedded engine, built cases', () => {
  const ref: SourceRef = { knowUuid: null, uploadUuid: 'u', title: 'T', viewerPath: null };
  it('the sentence that shares words with all others ranks first; an off-topic sentence is left out', () => {
    const text = [
      'Photosynthesis turns light energy into chemical energy inside the chloroplast.',
      'The chloroplast contains chlorophyll which absorbs light energy for photosynthesis.',
      'Chemical energy from photosynthesis is stored as glucose in the plant cells.',
      'Light energy drives the splitting of water during photosynthesis in the chloroplast.',
      'My neighbour bought a red bicycle on Tuesday afternoon downtown.',
      'Glucose made by photosynthesis feeds plant cells with chemical energy and light.',
    ].join(' ');
    const sentences = sentencesOf([{ ref, page: 1, text }], 'en');
    expect(sentences).toHaveLength(6);
    const summary = extractiveSummary(sentences, 'short');
    expect(summary.map((s) => s.text).join(' ')).not.toContain('bicycle');
    expect(rankedSentences(sentences).at(-1)!.sentence.text).toContain('bicycle');
  });

  it('the focus moves questions on its words first', () => {
    const text = [
      'Mitochondria release energy from glucose through cellular respiration in every cell.',
      'The nucleus stores the genetic information of the cell as DNA molecules.',
      'Ribosomes build proteins from amino acids following the genetic code of messenger RNA.',
      'The cell membrane controls which substances enter and leave the cell.',
      'Chloroplasts capture light energy in plant cells and produce glucose.',
    ].join(' ');
    const sentences = sentencesOf([{ ref, page: 2, text }], 'en');
    const q = generateMockExam(sentences, { count: 3, focus: 'ribosomes proteins', lang: 'en', seed: 's' });
    expect(q[0]!.passage.quote).toContain('Ribosomes');
    expect(q[0]!.passage.href).toBeNull();
  });

  it('lines of a PDF page join into sentences; headings and footers stay apart', () => {
    const blocks = blocksOf('A Heading\nThis is a long line of text that wraps onto the\nnext line and ends here.\n• A bullet point\n• Another one.\nFooter · 1/2');
    expect(blocks).toEqual(['A Heading', 'This is a long line of text that wraps onto the next line and ends here.', 'A bullet point', 'Another one.', 'Footer · 1/2']);
    expect(splitSentences('Το κύτταρο είναι μικρό. Έχει πυρήνα; Ναι!', 'el')).toHaveLength(3);
  });
});
