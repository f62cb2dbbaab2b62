/**
 * Contract of the knower competition (issue 11 §5, decision 0031): the contest of a country with
 * its prizes, the leaderboard of knowers by knows published inside the window, and the winners'
 * prize claims (payout details, opened with the e-mailed single-use link or signed in).
 */
import { z } from 'zod';
import { COUNTRY_CODES } from '@/lib/config/countries';
import { pageQuery, pageSchema } from './common';
import { moneySchema } from './earnings';
import { PAYOUT_METHODS, payoutDetailsBody } from './payouts';

export const COMPETITION_LIMITS = {
  limitMax: 100,
  limitDefault: 20,
  offsetMax: 100_000,
  /** The e-mailed link's token: 32 random bytes, base64url (43 characters). */
  accessTokenMax: 64,
} as const;

/** How long an e-mailed claim link opens the form (seconds): 30 days. */
export const PRIZE_LINK_TTL_SECONDS = 30 * 86_400;

export const COMPETITION_PHASES = ['upcoming', 'active', 'ended'] as const;
/** AWARDED (details missing) -> SUBMITTED (details given; may be changed) -> PAID. */
export const PRIZE_STATES = ['AWARDED', 'SUBMITTED', 'PAID'] as const;
export type PrizeState = (typeof PRIZE_STATES)[number];

/** Why a claim link does not open the form (403 ForbiddenError, `data.reason`). */
export const PRIZE_LINK_REASONS = ['USED', 'EXPIRED', 'INVALID'] as const;
export type PrizeLinkReason = (typeof PRIZE_LINK_REASONS)[number];

export const competitionParams = z.object({
  country: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(COUNTRY_CODES, { error: 'Unknown country code.' })),
});

const knowerRef = z.object({ uuid: z.uuid(), name: z.string(), username: z.string() });

export const competitionSchema = z
  .object({
    country: z.enum(COUNTRY_CODES),
    phase: z.enum(COMPETITION_PHASES),
    /** ISO days (UTC), inclusive; endsOn null: open end. */
    startsOn: z.string(),
    endsOn: z.string().nullable(),
    /** Prize by rank (1st first), integer minor units. */
    prizes: z.array(z.object({ rank: z.number().int(), amount: moneySchema })),
    /** Set once the winners job has decided the ranking (after the window closed). */
    decidedOn: z.string().nullable(),
    /** The decided winners (empty before), by rank. */
    winners: z.array(z.object({ rank: z.number().int(), knower: knowerRef, knowsCount: z.number().int(), amount: moneySchema })),
  })
  .meta({ id: 'Competition' });
export type Competition = z.infer<typeof competitionSchema>;

export const leaderboardQuery = z.object(pageQuery(COMPETITION_LIMITS));

export const leaderboardEntrySchema = z
  .object({
    rank: z.number().int(),
    knower: knowerRef,
    /** Public, published knows whose publication falls inside the window. */
    knowsCount: z.number().int(),
  })
  .meta({ id: 'LeaderboardEntry' });
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z
  .object({
    entries: pageSchema(leaderboardEntrySchema),
    /** The signed-in viewer's place; null for visitors and knowers without a counted know. */
    me: z.object({ rank: z.number().int(), knowsCount: z.number().int() }).nullable(),
  })
  .meta({ id: 'Leaderboard' });
export type Leaderboard = z.infer<typeof leaderboardSchema>;

const accessToken = z
  .string()
  .min(1, 'The link is incomplete.')
  .max(COMPETITION_LIMITS.accessTokenMax, 'This link is not valid.');

export const prizeClaimQuery = z.object({ accessToken: accessToken.optional() });

export const prizeClaimBody = z.object({
  /** From the e-mailed link; without it the signed-in winner's open prize is meant. */
  accessToken: accessToken.optional(),
  details: payoutDetailsBody,
});
export type PrizeClaimBody = z.infer<typeof prizeClaimBody>;

export const prizeClaimSchema = z
  .object({
    uuid: z.uuid(),
    country: z.enum(COUNTRY_CODES),
    startsOn: z.string(),
    endsOn: z.string(),
    rank: z.number().int(),
    knowsCount: z.number().int(),
    amount: moneySchema,
    winnerName: z.string(),
    state: z.enum(PRIZE_STATES),
    method: z.enum(PAYOUT_METHODS).nullable(),
    /** Where the prize goes, masked: an IBAN's last four characters, or the PayPal address. */
    maskedDetails: z.string().nullable(),
    submittedOn: z.string().nullable(),
  })
  .meta({ id: 'PrizeClaim' });
export type PrizeClaim = z.infer<typeof prizeClaimSchema>;
