/**
 * Demo material for every catalogue topic (issue 22 §3, server/seed/topic-material): the seed
 * turns each topic's material into a note and a flashcard set (server/seed/topic-knows.ts), and
 * each subject's original demo knows into revision sheets of two topics' material
 * (server/seed/content/revision-note.ts); editions without a catalogue get a hand-written note
 * per original know. The first test FAILS until every topic of every catalogue has hand-written material.
 */
import { describe, expect, it } from 'vitest';
import { subjectLists, type CatalogueKey } from '@/lib/config/catalogues';
import { findTopic } from '@/lib/config/catalogue';
import { COUNTRIES, type CountryCode } from '@/lib/config/countries';
import { QUIZ_LIMITS } from '@/lib/contract/limits';
import { demoAccounts } from '@/server/db/seed';
import { planDemoKnows, type DemoKnowPlan } from '@/server/seed/demo-knows';
import { planTopicKnows } from '@/server/seed/topic-knows';
import { catalogueMaterial, topicMaterial, type TopicMaterial } from '@/server/seed/topic-material';
import { TOPIC_PHRASES } from '@/server/seed/topic-material/phrases';

const plans = planTopicKnows(demoAccounts());
const notes = plans.filter((p) => p.content.kind === 'pdf');
const decks = plans.filter((p) => p.content.kind === 'flashcards');

/** Sentences of a text (split after . ! ? and at list items). */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.split(/\s+/).length >= 4);
}

/** The text of a note's sections. */
const bodyOf = (p: DemoKnowPlan) =>
  p.content.kind === 'pdf' ? p.content.note.sections.flatMap((s) => [...s.paragraphs, ...(s.list ?? [])]).join(' ') : '';
/** Instruction-style filler of the subject templates the seed had before (removed in session 12). */
const FILLER = /these notes focus on|in your own words|draw a mind map|review these notes|most common mistake/i;

/** Sentences of one topic's note that another topic's note has too. */
function sharedSentences(list: typeof plans): string[] {
  const owner = new Map<string, string>();
  const shared: string[] = [];
  for (const p of list) {
    if (p.content.kind !== 'pdf') continue;
    const body = p.content.note.sections.flatMap((s) => [...s.paragraphs, ...(s.list ?? [])]).join(' ');
    for (const sentence of sentences(body)) {
      const first = owner.get(sentence);
      if (first && first !== p.topicUuid) shared.push(`“${sentence}” (${p.title})`);
      else owner.set(sentence, p.topicUuid!);
    }
  }
  return shared;
}

describe('topic material', () => {
  it('EVERY CATALOGUE TOPIC HAS MATERIAL (fails until all hand-written material is merged)', () => {
    const missing: string[] = [];
    for (const [key, subjects] of Object.entries(subjectLists) as [CatalogueKey, (typeof subjectLists)[CatalogueKey]][]) {
      for (const subject of subjects) {
        for (const topic of subject.topics) if (!topicMaterial(key, subject.id, topic.slug)) missing.push(`${key} ${subject.id} ${topic.slug}`);
      }
    }
    const total = Object.values(subjectLists).reduce((n, list) => n + list.reduce((m, s) => m + s.topics.length, 0), 0);
    expect(missing.length, `${missing.length} of ${total} topics have no material, e.g. ${missing.slice(0, 5).join(', ')}`).toBe(0);
  });

  it('names only real topics and gives each enough substance and cards for a quiz', () => {
    for (const key of Object.keys(subjectLists) as CatalogueKey[]) {
      for (const [subjectId, topics] of Object.entries(catalogueMaterial(key))) {
        const subject = subjectLists[key].find((s) => s.id === Number(subjectId));
        expect(subject, `${key} ${subjectId}`).toBeDefined();
        for (const [slug, m] of Object.entries(topics)) {
          expect(subject!.topics.some((t) => t.slug === slug), `${key} ${subjectId} ${slug}`).toBe(true);
          expect(m.explanation.join(' ').split(/\s+/).length, `${key} ${slug}`).toBeGreaterThanOrEqual(60);
          expect(m.keyPoints.length).toBeGreaterThanOrEqual(3);
          // The quiz needs QUIZ_LIMITS.minCards cards with different answers.
          expect(new Set(m.cards.map(([, back]) => back.trim().toLowerCase())).size, `${key} ${slug}`).toBeGreaterThanOrEqual(QUIZ_LIMITS.minCards);
        }
      }
    }
  });

  it('seeds a published note and flashcard set per topic with material, with the topic set', () => {
    expect(notes.length).toBeGreaterThan(0);
    expect(decks.length).toBe(notes.length);
    for (const p of plans) {
      expect(p.status).toBe('PUBLISHED');
      expect(p.isPrivate).toBe(false);
      expect(p.topicUuid).not.toBeNull();
      expect(p.subjectId).not.toBeNull();
    }
    expect(new Set(plans.map((p) => p.id)).size).toBe(plans.length);
    // Deterministic: the same plan every time.
    expect(planTopicKnows(demoAccounts()).map((p) => p.id)).toEqual(plans.map((p) => p.id));
  });

  it('builds notes from the material, not a template: no two topics share a sentence, no instructions', () => {
    expect(sharedSentences(plans)).toEqual([]);
    // No instruction-style filler of the old subject templates.
    for (const p of notes) expect(bodyOf(p)).not.toMatch(FILLER);
    // The check finds a template: the same sentence in two topics' notes.
    const templated = planTopicKnows(demoAccounts(), (subject, topic) =>
      subject.id === 7001 && topic.slug !== 'linear-equations'
        ? { explanation: [`${topic.name} is important. Learn the key facts before every test.`], keyPoints: ['Read the question twice.'], cards: [['a', 'b']] }
        : null,
    );
    expect(sharedSentences(templated).length).toBeGreaterThan(0);
  });
});

describe('the original demo knows', () => {
  const originals = planDemoKnows(demoAccounts()).filter((p) => p.content.kind === 'pdf');
  const withCatalogue = originals.filter((p) => COUNTRIES[p.country].catalogue);

  it('are revision sheets of two topics of their subject: every sentence from those topics’ material, the terms as answers', () => {
    expect(withCatalogue.length).toBeGreaterThan(100);
    for (const p of withCatalogue) {
      if (p.content.kind !== 'pdf') continue;
      const key = COUNTRIES[p.country].catalogue!;
      const { subject, topic } = findTopic(p.country, p.topicUuid!)!;
      const [first, second, ...rest] = p.content.note.sections;
      // Page 1: the topic, then another topic of the subject, each under its name.
      expect(first!.heading).toBe(topic.name);
      const related = subject.topics.find((t) => t.name === second!.heading);
      expect(related, `${p.country} ${p.title}`).toBeDefined();
      expect(related!.uuid).not.toBe(topic.uuid);
      const covered = [topicMaterial(key, subject.id, topic.slug)!, topicMaterial(key, subject.id, related!.slug)!];
      const own = new Set(covered.flatMap((m: TopicMaterial) => [...m.explanation, ...m.keyPoints, ...m.cards.map(([, d]) => d)].flatMap(sentences)));
      const answers = rest.find((s) => s.heading === TOPIC_PHRASES[key].answers)!;
      const sheet = p.content.note.sections.filter((s) => s !== answers);
      const lines = sheet.flatMap((s) => [...s.paragraphs, ...(s.list ?? [])].map((line) => line.replace(/^\(\d+\) /, '')));
      for (const sentence of lines.flatMap(sentences)) expect(own, `${p.country} ${p.title}: “${sentence}”`).toContain(sentence);
      const terms = new Set(covered.flatMap((m) => m.cards.map(([term]) => term)));
      for (const answer of answers.paragraphs.join(' ').split(' · ')) expect(terms).toContain(answer.replace(/^\(\d+\) /, ''));
      expect(bodyOf(p)).not.toMatch(FILLER);
    }
  });

  it('never repeat another know’s whole text in their edition: not another original, not a topic note', () => {
    const seen = new Map<string, string>();
    for (const p of [...originals, ...notes]) {
      const key = `${p.country} ${JSON.stringify(p.content.kind === 'pdf' ? p.content.note.sections : null)}`;
      expect(seen.get(key), `${p.country} ${p.title}`).toBeUndefined();
      seen.set(key, p.title);
    }
    // Editions without a catalogue: a hand-written note per original know, in the edition's language.
    for (const code of ['GR', 'TR', 'RO', 'CZ', 'PT', 'BR', 'CO', 'MX'] as CountryCode[]) {
      const own = originals.filter((p) => p.country === code);
      expect(own.length, code).toBe(8);
      expect(new Set(own.map((p) => p.title)).size, code).toBe(own.length);
      for (const p of own) expect(p.subjectId).toBeNull();
    }
  });
});
