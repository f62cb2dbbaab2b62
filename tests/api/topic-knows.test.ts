/**
 * Seeded topic material over HTTP (issue 22 §3), on both databases: a catalogue topic with
 * material lists its note and flashcard set, and its quiz starts from the seeded cards.
 */
import { describe, expect, it } from 'vitest';
import type { Know } from '@/lib/contract/knows';
import type { QuizResult, TopicQuiz } from '@/lib/contract/topic-quiz';
import { getSubjects } from '@/lib/config/catalogue';
import { topicMaterial } from '@/server/seed/topic-material';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client } from './support/client';

const algebra = getSubjects('US').find((s) => s.id === 7001)!;
const topic = algebra.topics.find((t) => t.slug === 'linear-equations')!;
const material = topicMaterial('us', 7001, 'linear-equations')!;

describe.each(BACKENDS)('seeded topic material on %s', (backend) => {

  const s = blockServer(backend);
  const c = client(s);

  it('lists the topic’s published note and flashcard set', async () => {
    const r = await c.get<{ content: Know[] }>(`/api/v1/knows?topicUuid=${topic.uuid}&limit=50`);
    expect(r.status, r.text).toBe(200);
    const formats = r.body.content.map((k) => k.format).sort();
    expect(formats).toEqual(['FLASHCARDS', 'PDF']);
    for (const know of r.body.content) {
      expect(know.topic?.uuid).toBe(topic.uuid);
      expect(know.subject?.id).toBe(algebra.id);
    }
    const note = r.body.content.find((k) => k.format === 'PDF')!;
    expect(note.title).toContain(topic.name);
    expect(material.explanation[0]).toContain(note.description.replace(/…$/, ''));
  });

  it('starts a quiz on the topic from the seeded cards, and grades it', async () => {
    const token = (await c.signIn('learner1.us@example.com')).accessToken;
    const followed = await c.call('PUT', `/api/v1/users/me/topics/${topic.uuid}`, { body: { countryCode: 'US' }, token });
    expect(followed.status, followed.text).toBe(200);
    const quiz = await c.get<TopicQuiz>(`/api/v1/users/me/topics/${topic.uuid}/quiz`, { token });
    expect(quiz.status, quiz.text).toBe(200);
    expect(quiz.body.questions).toHaveLength(material.cards.length);
    const backOf = new Map(material.cards.map(([front, back]) => [front, back]));
    for (const q of quiz.body.questions) expect(q.choices).toContain(backOf.get(q.prompt));
    const answers = quiz.body.questions.map((q) => ({ flashcardUuid: q.flashcardUuid, answer: backOf.get(q.prompt)! }));
    const graded = await c.post<QuizResult>(`/api/v1/users/me/topics/${topic.uuid}/quiz/answers`, { answers }, { token });
    expect(graded.status, graded.text).toBe(200);
    expect(graded.body.score).toBe(material.cards.length);
  });
});
