/**
 * Contract of polls (issue 13 §3, decision 0039): a question with 2 to 6 options, made by a knower
 * or in a chat, one vote per user (changeable until it closes). Results are shown to those who
 * voted, to the creator, and to everyone once the poll has closed.
 */
import { z } from 'zod';
import { codePointLength, POLL_LIMITS } from './limits';

const text = (max: number, empty: string, tooLong: string) =>
  z
    .string({ error: empty })
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, empty)
    .refine((s) => codePointLength(s) <= max, tooLong);

export const createPollBody = z
  .object({
    question: text(POLL_LIMITS.questionMax, 'Write a question.', `A question is at most ${POLL_LIMITS.questionMax} characters long.`),
    options: z
      .array(text(POLL_LIMITS.optionMax, 'Options cannot be empty.', `An option is at most ${POLL_LIMITS.optionMax} characters long.`))
      .min(POLL_LIMITS.optionsMin, `A poll needs at least ${POLL_LIMITS.optionsMin} options.`)
      .max(POLL_LIMITS.optionsMax, `A poll has at most ${POLL_LIMITS.optionsMax} options.`)
      .refine((o) => new Set(o.map((s) => s.toLowerCase())).size === o.length, 'Options must differ.'),
    /** ISO time; unset or null: the poll stays open. */
    closesOn: z.iso.datetime({ offset: true }).nullish(),
    /** Create it in this chat (the caller must be a member); unset: a knower's poll, shared by link. */
    chatUuid: z.uuid().optional(),
  })
  .meta({ id: 'CreatePoll' });

export const voteBody = z.object({
  /** 0-based index of the chosen option. */
  option: z.number({ error: 'Choose an option.' }).int().min(0).max(POLL_LIMITS.optionsMax - 1),
});

export const pollSchema = z
  .object({
    uuid: z.uuid(),
    question: z.string(),
    options: z.array(
      z.object({
        text: z.string(),
        /** null while the viewer may not see results yet (not voted, poll open). */
        votes: z.number().int().nullable(),
      }),
    ),
    /** null while results are hidden from the viewer. */
    totalVotes: z.number().int().nullable(),
    /** The viewer's option, null when they have not voted (or are a visitor). */
    myVote: z.number().int().nullable(),
    closesOn: z.string().nullable(),
    closed: z.boolean(),
    creator: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
    /** The chat it was created in, for its members; null otherwise. */
    chatUuid: z.uuid().nullable(),
    createdOn: z.string(),
  })
  .meta({ id: 'Poll' });
export type Poll = z.infer<typeof pollSchema>;
