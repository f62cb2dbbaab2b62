/**
 * Which demo knows exist (deterministic: same ids, titles and numbers in every seeded database).
 *
 * Per launched edition, by its two demo knowers:
 * - the original demo knows `know:<username>:<i>` (statuses PUBLISHED…IN_REVIEW, DRAFT,
 *   REJECTED unchanged), now with real PDFs: with a catalogue, a revision sheet of two topics'
 *   hand-written material (content/revision-note.ts); without, a hand-written note per know;
 * - with a catalogue: one PUBLISHED PDF know for every subject the originals leave out, so every
 *   subject has at least one public know;
 * - without a catalogue: the originals are general notes (subjectId null);
 * - flashcard knows (two or three decks), and one private know.
 */
import { createHash } from 'node:crypto';
import type { Subject, Topic } from '@/lib/config/catalogues';
import { getSubjects } from '@/lib/config/catalogue';
import { COUNTRIES, type CountryCode } from '@/lib/config/countries';
import type { KnowStatus } from '@/lib/contract/knows';
import type { DemoAccount } from '../db/seed';
import { demoUuid } from './demo-ids';
import { contentPack } from './content';
import { buildRevisionNote } from './content/revision-note';
import { topicMaterial } from './topic-material';
import { TOPIC_PHRASES } from './topic-material/phrases';
import type { FlashcardDeck, StudyNote } from './content/types';

export type DemoKnowContent =
  | { kind: 'pdf'; note: StudyNote; filename: string }
  | { kind: 'flashcards'; cards: readonly (readonly [string, string])[] };

export interface DemoKnowPlan {
  id: string;
  knowerId: string;
  userId: string;
  country: CountryCode;
  contentLanguage: string;
  status: KnowStatus;
  isPrivate: boolean;
  subjectId: number | null;
  topicUuid: string | null;
  gradeIds: number[];
  title: string;
  description: string;
  createdAt: Date;
  publishedAt: Date | null;
  likesCount: number;
  savesCount: number;
  viewsCount: number;
  content: DemoKnowContent;
}

/** The original demo knows' statuses, per knower (kept exactly: tests count them). */
export const DEMO_KNOW_STATUSES: readonly (readonly DemoKnowPlan['status'][])[] = [
  ['PUBLISHED', 'PUBLISHED', 'PUBLISHED', 'IN_REVIEW', 'DRAFT'],
  ['PUBLISHED', 'PUBLISHED', 'REJECTED'],
];

const DAY = 86_400_000;
const FIRST_DAY = Date.UTC(2026, 0, 5, 7);
/** No demo know is older: the first month the demo knowers can have earned in. */
export const DEMO_KNOWS_SINCE = new Date(FIRST_DAY);

/** A stable number from a name. */
function hashInt(name: string): number {
  return createHash('sha256').update(name).digest().readUInt32BE(0);
}

/** Topics whose name the subject's own texts do not already contain (so only the body has it). */
function bodyOnlyTopics(subject: Subject): Topic[] {
  const visible = `${subject.name} ${subject.secondLabel} ${subject.description}`.toLowerCase();
  const topics = subject.topics.filter((t) => !visible.includes(t.name.toLowerCase()));
  return topics.length > 0 ? topics : subject.topics;
}

function fileName(title: string): string {
  return `${title.replace(/[\\/:*?"<>|–—·]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 90)}.pdf`;
}

interface KnowerPair {
  country: CountryCode;
  locale: string;
  knowers: DemoAccount[];
}

function knowerPairs(accounts: DemoAccount[]): KnowerPair[] {
  const byCountry = new Map<CountryCode, DemoAccount[]>();
  for (const a of accounts) {
    if (a.role !== 'knower') continue;
    const code = a.country as CountryCode;
    byCountry.set(code, [...(byCountry.get(code) ?? []), a]);
  }
  return [...byCountry].map(([country, knowers]) => ({ country, locale: COUNTRIES[country].locale, knowers }));
}

export function planDemoKnows(accounts: DemoAccount[]): DemoKnowPlan[] {
  return knowerPairs(accounts).flatMap(planEdition);
}

function planEdition({ country, locale, knowers }: KnowerPair): DemoKnowPlan[] {
  const pack = contentPack(locale);
  const subjects = getSubjects(country);
  const catalogue = COUNTRIES[country].catalogue;
  const materialOf = (subject: Subject, topic: Topic) => {
    const material = catalogue ? topicMaterial(catalogue, subject.id, topic.slug) : null;
    if (!material) throw new Error(`no topic material for ${country} ${subject.id} ${topic.slug}`);
    return material;
  };
  const multipleGrades = COUNTRIES[country].multipleGradeSelection;
  const plans: DemoKnowPlan[] = [];

  const base = (id: string, knower: DemoAccount, status: DemoKnowPlan['status'], isPrivate = false) => {
    const h = hashInt(id);
    const created = new Date(FIRST_DAY + (h % 300) * DAY + (h % 600) * 60_000);
    const published = status === 'PUBLISHED';
    const likes = published && !isPrivate ? h % 140 : 0;
    const grade = 7 + (h % 5);
    return {
      id,
      knowerId: knower.knowerUuid!,
      userId: knower.uuid,
      country,
      contentLanguage: locale,
      status,
      isPrivate,
      gradeIds: multipleGrades && h % 3 === 0 ? [grade, grade + 1] : [grade],
      createdAt: created,
      publishedAt: published ? new Date(created.getTime() + 3 * 3_600_000) : null,
      likesCount: likes,
      savesCount: Math.floor(likes / 2) + (h % 7),
      viewsCount: published && !isPrivate ? likes * 9 + (h % 250) : 0,
    };
  };

  const subjectKnow = (id: string, knower: DemoAccount, status: DemoKnowPlan['status'], subject: Subject, variant: number) => {
    const topics = bodyOnlyTopics(subject);
    const topic = topics[hashInt(`${id}:topic`) % topics.length]!;
    const at = subject.topics.indexOf(topic);
    const others = [...subject.topics.slice(at + 1), ...subject.topics.slice(0, at)];
    const relatedTopic = others.length > 0 ? others[variant % others.length]! : topic;
    if (!pack.subject || !catalogue) throw new Error(`no subject phrases for ${locale}`);
    const note = buildRevisionNote(pack.subject, TOPIC_PHRASES[catalogue], locale, {
      subject,
      topic,
      material: materialOf(subject, topic),
      related: { topic: relatedTopic, material: materialOf(subject, relatedTopic) },
      author: knower.name,
      variant,
    });
    plans.push({
      ...base(id, knower, status),
      subjectId: subject.id,
      topicUuid: topic.uuid,
      title: note.title,
      description: note.description,
      content: { kind: 'pdf', note, filename: fileName(note.title) },
    });
  };

  const generalKnow = (id: string, knower: DemoAccount, status: DemoKnowPlan['status'], n: number) => {
    const general = pack.general;
    if (!general || general.notes.length === 0) throw new Error(`no general notes for ${locale}`);
    const g = general.notes[n % general.notes.length]!;
    const note: StudyNote = {
      title: g.title,
      subtitle: general.byline(g.area, knower.name),
      description: g.description,
      author: knower.name,
      language: locale,
      footer: `${g.area} · ${knower.name} · Knowly`,
      sections: g.sections,
    };
    plans.push({
      ...base(id, knower, status),
      subjectId: null,
      topicUuid: null,
      title: note.title,
      description: note.description,
      content: { kind: 'pdf', note, filename: fileName(note.title) },
    });
  };

  const deckKnow = (id: string, knower: DemoAccount, deck: FlashcardDeck, isPrivate = false) => {
    const subject = subjects.find((s) => s.icon === deck.icon) ?? subjects[0];
    plans.push({
      ...base(id, knower, 'PUBLISHED', isPrivate),
      subjectId: subject?.id ?? null,
      topicUuid: null,
      title: deck.title,
      description: deck.description,
      content: { kind: 'flashcards', cards: deck.cards },
    });
  };

  // The original demo knows: same ids and statuses as before issue 5.
  knowers.forEach((knower, k) => {
    DEMO_KNOW_STATUSES[k % 2]!.forEach((status, i) => {
      const id = demoUuid(`know:${knower.username}:${i}`);
      if (subjects.length > 0) subjectKnow(id, knower, status, subjects[i % subjects.length]!, k + i);
      // Each original know its own note: the second knower's come after the first's.
      else generalKnow(id, knower, status, k === 0 ? i : DEMO_KNOW_STATUSES[0]!.length + i);
    });
  });

  // Every subject without a public original gets one.
  const covered = new Set<number>();
  knowers.forEach((knower, k) =>
    DEMO_KNOW_STATUSES[k % 2]!.forEach((status, i) => {
      if (status === 'PUBLISHED' && subjects.length > 0) covered.add(subjects[i % subjects.length]!.id);
    }),
  );
  subjects.forEach((subject, i) => {
    if (covered.has(subject.id)) return;
    subjectKnow(demoUuid(`know:${country}:subject:${subject.id}`), knowers[i % knowers.length]!, 'PUBLISHED', subject, i);
  });

  // Flashcards, alternating knowers; the last deck is also the edition's private know.
  pack.flashcardDecks.forEach((deck, j) =>
    deckKnow(demoUuid(`know:${country}:flashcards:${j}`), knowers[j % knowers.length]!, deck),
  );
  const privateDeck = pack.flashcardDecks[0];
  if (privateDeck && knowers[1]) {
    const title = pack.privateTitle(privateDeck.title);
    deckKnow(demoUuid(`know:${knowers[1].username}:private`), knowers[1], { ...privateDeck, title }, true);
  }
  return plans;
}
