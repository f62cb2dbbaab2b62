/** Which chat messages show as a poll card (decision 0059): the server's "📊 question" + poll link only. */
import { describe, expect, it } from 'vitest';
import { pollUuidOf } from '@/components/chat/chat-poll-card';

const ID = '3f6c1b0e-8d2a-4c1e-9b7a-0a1b2c3d4e5f';

describe('pollUuidOf', () => {
  it('finds the poll of a posted poll message, with or without a locale prefix or query', () => {
    expect(pollUuidOf(`📊 Revise tonight?\nhttps://knowly.co.uk/polls/${ID}`)).toBe(ID);
    expect(pollUuidOf(`📊 Heute?\nhttps://knowly.ch/fr/polls/${ID.toUpperCase()}?x=1`)).toBe(ID);
  });

  it('ignores other messages, also ones that merely link a poll', () => {
    expect(pollUuidOf(`Vote here: https://knowly.co.uk/polls/${ID}`)).toBeNull();
    expect(pollUuidOf('📊 no link')).toBeNull();
    expect(pollUuidOf(`📊 x https://knowly.co.uk/polls/${ID}abc`)).toBeNull();
  });
});
