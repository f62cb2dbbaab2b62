/**
 * The fake OpenAI-compatible endpoint of a describe block (support/openai-server.ts): started
 * before the block's tests, closed after them. The object stands for it from the start, so the
 * block can use it in its helpers at once; `model` gives the engine settings that point at it.
 */
import type { OpenAiCompatibleSettings } from '@/server/ai/openai-engine';
import { blockResource } from './block-resource';
import { startFakeOpenAi, type FakeOpenAi } from './openai-server';

export function blockFakeOpenAi() {
  const fake = blockResource('the fake endpoint', startFakeOpenAi);
  return {
    get baseURL() {
      return fake().baseURL;
    },
    get requests() {
      return fake().requests;
    },
    set requests(requests: FakeOpenAi['requests']) {
      fake().requests = requests;
    },
    get behaviour() {
      return fake().behaviour;
    },
    set behaviour(behaviour: FakeOpenAi['behaviour']) {
      fake().behaviour = behaviour;
    },
    close: () => fake().close(),
    model: (timeoutMs = 2_000): OpenAiCompatibleSettings => ({ baseURL: fake().baseURL, apiKey: undefined, model: 'test-model', timeoutMs }),
  };
}
