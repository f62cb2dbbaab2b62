/**
 * Contract of the reviewer area (issue 11 §2, decision 0028): the reviewer role, the know review
 * queue and its decision, the payout queue and its decision. One schema per rule, read by the
 * routes, the queue pages and the OpenAPI document.
 */
import { z } from 'zod';
import { EDITION_CODES } from '@/lib/config/editions';
import { pageQuery, pageSchema, queryId } from './common';
import { knowSchema } from './knows';
import { REVIEW_LIMITS } from './limits';
import { PAYOUT_STATES, payoutRequestSchema } from './payouts';

const reason = z
  .string({ error: 'Give a reason.' })
  .trim()
  .min(1, 'Give a reason.')
  .max(REVIEW_LIMITS.reasonMax, `At most ${REVIEW_LIMITS.reasonMax} characters.`);

const queuePage = pageQuery(REVIEW_LIMITS);

/** GET /review/knows: knows IN_REVIEW, oldest first, optionally of one edition and subject. */
export const reviewKnowsQuery = z.object({
  country: z.enum(EDITION_CODES).optional(),
  subjectId: queryId.optional(),
  ...queuePage,
});
export type ReviewKnowsParams = z.input<typeof reviewKnowsQuery>;
export const reviewKnowPageSchema = pageSchema(knowSchema).meta({ id: 'ReviewKnowPage' });

/** POST /review/knows/{uuid}/decision */
export const knowDecisionBody = z.discriminatedUnion(
  'action',
  [z.object({ action: z.literal('PUBLISH') }), z.object({ action: z.literal('REJECT'), reason })],
  { error: 'Choose PUBLISH or REJECT.' },
);
export type KnowDecision = z.infer<typeof knowDecisionBody>;

/** Which requests the payout queue lists: the open ones (REQUESTED, APPROVED) or one state. */
export const PAYOUT_QUEUE_FILTERS = ['OPEN', ...PAYOUT_STATES] as const;
export type PayoutQueueFilter = (typeof PAYOUT_QUEUE_FILTERS)[number];

/** GET /review/payouts: oldest first. */
export const reviewPayoutsQuery = z.object({ state: z.enum(PAYOUT_QUEUE_FILTERS).default('OPEN'), ...queuePage });
export type ReviewPayoutsParams = z.input<typeof reviewPayoutsQuery>;

/**
 * A payout request in the queue and in a decision's answer (decision 0050): where the money goes
 * only masked (an IBAN's last four characters, a PayPal address as it is), so a list never shows
 * whole account numbers; the decision view (reviewPayoutDetailSchema) has the full details.
 */
export const reviewPayoutSchema = payoutRequestSchema
  .omit({ details: true })
  .extend({
    /** The IBAN masked to its last four characters ("•••• 3000"), or the PayPal address. */
    maskedDetails: z.string(),
    knower: z.object({
      uuid: z.uuid(),
      user: z.object({ uuid: z.uuid(), name: z.string(), username: z.string(), country: z.string() }),
    }),
  })
  .meta({ id: 'ReviewPayout' });
export type ReviewPayout = z.infer<typeof reviewPayoutSchema>;
export const reviewPayoutPageSchema = pageSchema(reviewPayoutSchema).meta({ id: 'ReviewPayoutPage' });

/** GET /review/payouts/{uuid}: the decision view, with the full IBAN or PayPal address (the read is in the audit trail). */
export const reviewPayoutDetailSchema = reviewPayoutSchema
  .extend({
    /** The whole IBAN (normalized) or PayPal address the money goes to. */
    details: z.string(),
  })
  .meta({ id: 'ReviewPayoutDetail' });
export type ReviewPayoutDetail = z.infer<typeof reviewPayoutDetailSchema>;

/** POST /review/payouts/{uuid}/decision: APPROVE (REQUESTED), PAY (APPROVED), REJECT (either). */
export const payoutDecisionBody = z.discriminatedUnion(
  'action',
  [z.object({ action: z.literal('APPROVE') }), z.object({ action: z.literal('PAY') }), z.object({ action: z.literal('REJECT'), reason })],
  { error: 'Choose APPROVE, PAY or REJECT.' },
);
export type PayoutDecisionBody = z.infer<typeof payoutDecisionBody>;
