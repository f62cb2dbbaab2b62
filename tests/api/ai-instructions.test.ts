/**
 * Summaries and mock exams of the seeded demo notes over HTTP (issue 23 §4, decision 0062): the
 * notes hold a self-test with its answers (revision sheets, decision 0057) or a page of exercises; no summary sentence and no exam question may come from a task, a question or a
 * heading. The exercises are taken from the seed's own note plans, not from isInstruction.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { demoAccounts } from '@/server/db/seed';
import { planDemoKnows } from '@/server/seed/demo-knows';
import { isInstruction } from '@/server/ai/text/instructions';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client } from './support/client';

/** One public demo PDF note per content language (subject notes and hand-written ones). */
const LANGUAGES = ['de', 'fr', 'pl', 'it', 'es', 'en-GB', 'tr', 'cs', 'el', 'pt-BR', 'ro'];
const plans = planDemoKnows(demoAccounts());
const notes = LANGUAGES.map((lang) => {
  const plan = plans.find((p) => p.contentLanguage === lang && p.content.kind === 'pdf' && p.status === 'PUBLISHED' && !p.isPrivate);
  if (!plan || plan.content.kind !== 'pdf') throw new Error(`no demo note in ${lang}`);
  const sections = plan.content.note.sections;
  // What the author wrote as tasks: a revision sheet's numbered self-test and its answers (its
  // page 2 summary is statements), else the exercise page of a note; every question anywhere.
  const lines = sections.flatMap((s) => [...s.paragraphs, ...(s.list ?? [])]);
  const numbered = lines.filter((l) => /^\(\d+\)\s/u.test(l));
  const exercises = numbered.length > 0 ? numbered : sections.filter((s) => s.newPage).flatMap((s) => s.list ?? []);
  const tasks = [...exercises, ...lines.filter((l) => /[?;]\s*$/u.test(l))];
  return { lang, uuid: plan.id, country: plan.country, tasks };
});

const squash = (s: string) => s.replace(/\s+/g, '');

describe.each(BACKENDS)('demo notes without tasks on %s', (backend) => {
  /** Two learners: 22 generating requests would pass one learner's burst limit (20 a minute). */
  const tokens: string[] = [];

  const s = blockServer(backend, {}, 120_000);
  const c = client(s);
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const { token, ...signed } = await c.signedInUser({ country: 'DE' });
      tokens.push(token);
      // Pro reads every page (decision 0048), the exercise page included, and has the minutes.
      await s.app.db.update(users).set({ premiumStatus: 'PRO' }).where(eq(users.id, signed.user.uuid as string));
    }
  }, 120_000);

  it('has tasks to avoid in the notes', () => {
    for (const n of notes.filter((x) => ['de', 'fr', 'pl', 'it', 'es', 'en-GB'].includes(x.lang))) expect(n.tasks.length, n.lang).toBeGreaterThanOrEqual(5);
  });

  it.each(notes)('$lang: the long summary and a full mock exam quote statements only', async ({ lang, uuid, tasks }) => {
    const token = tokens[LANGUAGES.indexOf(lang) % 2]!;
    const summary = await c.post('/api/v1/ai/summaries', { knowUuids: [uuid], length: 'long' }, { token });
    expect(summary.status, summary.text).toBe(201);
    const quoted: string[] = summary.body.sentences.map((x: { text: string }) => x.text);
    expect(quoted.length).toBeGreaterThanOrEqual(3);

    const exam = await c.post('/api/v1/ai/mock-exams', { knowUuids: [uuid], questionCount: 30 }, { token });
    expect(exam.status, exam.text).toBe(201);
    const count = exam.body.questions.length as number;
    expect(count).toBeGreaterThanOrEqual(3);
    const graded = await c.post(`/api/v1/ai/mock-exams/${exam.body.uuid}/attempts`, { answers: Array(count).fill('') }, { token });
    expect(graded.status, graded.text).toBe(201);
    const passages: string[] = graded.body.results.map((r: { passage: { quote: string } }) => r.passage.quote);
    expect(passages.every((p) => p.length > 0)).toBe(true);

    for (const text of [...quoted, ...passages]) {
      expect(isInstruction(text, lang), text).toBe(false);
      for (const task of tasks) expect(squash(text).includes(squash(task)) || squash(task).includes(squash(text)), `${text} / ${task}`).toBe(false);
    }
  }, 60_000);
});
