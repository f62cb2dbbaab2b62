/**
 * The embedded assistant (decision 0034): no model, so it does not paraphrase. It answers with
 * the retrieved passages themselves, best first, each quoted with its [n] citation, framed by one
 * sentence in the material's language; or says that nothing was found.
 */
import type { AiEngine, AnswerInput } from './types';
import { aiT } from './messages';

export const embeddedEngine: AiEngine = {
  name: 'embedded',
  async *answer(input: AnswerInput) {
    const t = aiT(input.contentLanguage);
    if (input.passages.length === 0) {
      yield t('nothingFound');
      return;
    }
    yield `${t('answerIntro')}\n`;
    for (const [i, p] of input.passages.entries()) {
      yield `\n“${p.citation.quote}” [${i + 1}]\n`;
    }
  },
};
