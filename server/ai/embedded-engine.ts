/**
 * The embedded assistant (decisions 0034, 0061): no model, so it does not paraphrase. It answers
 * with the sentences of the learner's material that retrieval ranked as answering the question
 * (server/ai/answer/rank-sentences.ts), best first, each followed by the [n] of the passage it
 * comes from, under one lead sentence in the learner's language. When nothing relevant was found
 * it says plainly that the material does not cover the question and suggests a search.
 * Passages without ranked sentences (given by other callers) are quoted whole.
 */
import type { AiEngine, AnswerInput } from './types';
import { hasAnswerSentences } from './answer/types';
import { aiT } from './messages';

export const embeddedEngine: AiEngine = {
  name: 'embedded',
  async *answer(input: AnswerInput) {
    const t = aiT(input.answerLanguage ?? input.contentLanguage);
    if (input.passages.length === 0) {
      yield t('notCovered');
      return;
    }
    yield `${t('answerIntro')}\n`;
    const sentences = input.passages.flatMap((p, i) => (hasAnswerSentences(p) ? p.sentences.map((s) => ({ ...s, n: i + 1 })) : []));
    if (sentences.length === 0) {
      for (const [i, p] of input.passages.entries()) yield `\n“${p.citation.quote}” [${i + 1}]\n`;
      return;
    }
    // One paragraph: the lead sentence of the material first, each sentence with its source.
    for (const [i, s] of sentences.sort((a, b) => a.order - b.order).entries()) yield `${i === 0 ? '\n' : ' '}${s.text} [${s.n}]`;
  },
};
