/** Contract of the knowers resource (spec §7). */
import { z } from 'zod';
import { publicUserSchema } from './users';

export const knowerParams = z.object({ id: z.uuid() });

export const knowerSchema = z
  .object({ uuid: z.uuid(), user: publicUserSchema, createdOn: z.string(), publishedKnowsCount: z.number().int() })
  .meta({ id: 'Knower' });
export type Knower = z.infer<typeof knowerSchema>;

export const statusStatsSchema = z.object({
  total: z.number().int(),
  draft: z.number().int(),
  inReview: z.number().int(),
  published: z.number().int(),
  rejected: z.number().int(),
});
export type KnowStatusStats = z.infer<typeof statusStatsSchema>;

/** Totals over the knower's public knows (published, not private): what a visitor may see. */
const knowerProfileCountsSchema = z.object({
  publishedKnows: z.number().int(),
  likes: z.number().int(),
  saves: z.number().int(),
  views: z.number().int(),
});

export const knowerProfileSchema = z
  .object({ knower: knowerSchema, counts: knowerProfileCountsSchema })
  .meta({ id: 'KnowerProfile' });
export type KnowerProfile = z.infer<typeof knowerProfileSchema>;
