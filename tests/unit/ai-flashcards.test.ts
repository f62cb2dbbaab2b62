/**
 * buildFlashcardsFromPassages (issue 23 §6, decision 0063): glossary lines, definitional sentences
 * and key terms become cards citing their page, in several languages; tasks, questions and
 * headings never do; the count is respected and every back is the material's own text.
 */
import { describe, expect, it } from 'vitest';
import { buildFlashcardsFromPassages } from '@/server/ai/flashcards-from-passages';
import { isInstruction } from '@/server/ai/text/instructions';
import type { SourcePage, SourceRef } from '@/server/ai/text/sentences';
import { planTopicKnows } from '@/server/seed/topic-knows';
import { demoAccounts } from '@/server/db/seed';
import { renderStudyNote } from '@/server/seed/pdf-writer';
import { normaliseText } from '@/server/files/pdf';

const ref: SourceRef = { knowUuid: '00000000-0000-4000-8000-000000000001', uploadUuid: null, title: 'Zellbiologie', viewerPath: '/knows/zellbiologie/view' };
const pages = (...texts: string[]): SourcePage[] => texts.map((text, i) => ({ ref, page: i + 1, text }));
const squash = (s: string) => s.replace(/\s+/g, '');

describe('buildFlashcardsFromPassages, built cases', () => {
  it('German: definitions, "Unter X versteht man", glossary lines; the exercise page adds nothing', () => {
    const cards = buildFlashcardsFromPassages(
      pages(
        [
          'Die Mitochondrien sind die Kraftwerke der Zelle und bilden das energiereiche Molekül ATP.',
          'Unter Osmose versteht man die Diffusion von Wasser durch eine halbdurchlässige Membran.',
          '• Zellkern: Er enthält die DNA und steuert die Zelle.',
          '• Ribosom – Hier werden Proteine aus Aminosäuren gebaut.',
          'Die Zellatmung verbindet Glykolyse, Zitronensäurezyklus und Atmungskette in den Mitochondrien.',
        ].join('\n'),
        [
          'Übungsaufgaben',
          '1) Erkläre mit eigenen Worten, was Osmose ist.',
          'Aufgabe 2: Zeichne eine Mindmap zur Zelle.',
          'Richtig oder falsch: Ribosomen bauen Proteine.',
          'Was versteht man unter Diffusion?',
        ].join('\n'),
      ),
      'de',
      { count: 10 },
    );
    const byFront = new Map(cards.map((c) => [c.front, c]));
    expect(byFront.get('Mitochondrien')).toMatchObject({ source: 'definition', citation: { page: 1, href: '/knows/zellbiologie/view?page=1' } });
    expect(byFront.get('Osmose')?.back).toBe('Unter Osmose versteht man die Diffusion von Wasser durch eine halbdurchlässige Membran.');
    expect(byFront.get('Zellkern')).toMatchObject({ source: 'glossary', back: 'Er enthält die DNA und steuert die Zelle.' });
    expect(byFront.get('Ribosom')).toMatchObject({ source: 'glossary', back: 'Hier werden Proteine aus Aminosäuren gebaut.' });
    for (const c of cards) {
      expect(c.citation.page, c.front).toBe(1);
      expect(c.citation.knowUuid).toBe(ref.knowUuid);
      expect(isInstruction(c.back.replace(/[^.!?]$/u, '$&.'), 'de'), c.back).toBe(false);
    }
    // Fronts are unique by stem: "Mitochondrien" once, though two sentences name them.
    expect(cards.filter((c) => c.front.startsWith('Mitochondri'))).toHaveLength(1);
  });

  it.each([
    ['en', 'Photosynthesis is the process by which plants turn light energy into chemical energy.', 'Photosynthesis'],
    ['fr', 'La photosynthèse est le processus par lequel les plantes transforment la lumière en énergie chimique.', 'Photosynthèse'],
    ['es', 'La fotosíntesis es el proceso por el cual las plantas transforman la luz en energía química.', 'Fotosíntesis'],
    ['it', 'La fotosintesi è il processo con cui le piante trasformano la luce in energia chimica.', 'Fotosintesi'],
    ['pt-BR', 'A fotossíntese é o processo pelo qual as plantas transformam luz em energia química.', 'Fotossíntese'],
    ['pl', 'Fotosynteza to proces, w którym rośliny zamieniają światło w energię chemiczną.', 'Fotosynteza'],
    ['cs', 'Fotosyntéza je děj, při kterém rostliny přeměňují světlo na chemickou energii.', 'Fotosyntéza'],
    ['ro', 'Fotosinteza este procesul prin care plantele transformă lumina în energie chimică.', 'Fotosinteza'],
    ['el', 'Η φωτοσύνθεση είναι η διαδικασία με την οποία τα φυτά μετατρέπουν το φως σε χημική ενέργεια.', 'Φωτοσύνθεση'],
    ['tr', 'Fotosentez; bitkilerin ışık enerjisini kimyasal enerjiye dönüştürdüğü olaydır.', 'Fotosentez'],
  ])('%s: a definitional sentence becomes a card of its term', (lang, sentence, term) => {
    const cards = buildFlashcardsFromPassages(pages(sentence), lang, { count: 5 });
    expect(cards[0]).toMatchObject({ front: term, back: sentence, source: 'definition', citation: { page: 1, quote: sentence } });
  });

  it('a pronoun or a clause is no term; a formula is no glossary line; the count is a maximum', () => {
    const text = [
      'It is a common mistake to forget the units.',
      'This is the most important rule of the chapter.',
      'Three things matter: the terms, the method and the mistakes.',
      'eᵃ = eᵇ holds exactly when a = b for real numbers.',
      ...Array.from({ length: 30 }, (_, i) => `Term${String.fromCharCode(97 + (i % 26))}${i}: the ${i}th definition of something useful.`),
    ].join('\n');
    const cards = buildFlashcardsFromPassages(pages(text), 'en', { count: 12 });
    expect(cards).toHaveLength(12);
    expect(cards.map((c) => c.front)).not.toEqual(expect.arrayContaining(['It', 'This', 'Three things matter', 'eᵃ']));
  });

  it('nothing to make: a page of exercises only', () => {
    const text = ['Exercises', 'Explain in your own words what osmosis is.', 'Draw a mind map about the cell.', 'What is diffusion?'].join('\n');
    expect(buildFlashcardsFromPassages(pages(text), 'en', { count: 10 })).toEqual([]);
  });
});

describe('buildFlashcardsFromPassages on seeded topic notes', () => {
  const plans = planTopicKnows(demoAccounts()).filter((p) => p.content.kind === 'pdf');
  const picks = ['de', 'en-GB', 'fr', 'es', 'it', 'pl'].map((lang) => plans.find((p) => p.contentLanguage === lang)!).filter(Boolean);

  it.each(picks.map((p) => [p.contentLanguage, p] as const))('%s: glossary cards of the note\'s key terms, every back on its page', async (lang, plan) => {
    if (plan.content.kind !== 'pdf') throw new Error('not a PDF');
    const rendered = await renderStudyNote(plan.content.note);
    const noteRef: SourceRef = { knowUuid: plan.id, uploadUuid: null, title: plan.title, viewerPath: `/knows/${plan.id}/view` };
    const source = rendered.pages.map((t, i) => ({ ref: noteRef, page: i + 1, text: normaliseText(t) }));
    const cards = buildFlashcardsFromPassages(source, lang, { count: 20 });
    expect(cards.length).toBeGreaterThanOrEqual(4);
    // The note lists its cards as "Term: definition" key terms: most come back as glossary cards.
    const keyTerms = plan.content.note.sections.flatMap((s) => s.list ?? []).filter((l) => /^[^:]{1,60}: /u.test(l));
    const glossary = cards.filter((c) => c.source === 'glossary');
    expect(glossary.length).toBeGreaterThanOrEqual(Math.min(3, keyTerms.length));
    for (const c of cards) {
      const page = squash(source[c.citation.page! - 1]!.text);
      expect(page, c.back).toContain(squash(c.back));
      expect(page, c.front).toContain(squash(c.front).replace(/^./u, '').slice(0, 3));
      expect(c.citation.href).toBe(`/knows/${plan.id}/view?page=${c.citation.page}`);
    }
  });
});
