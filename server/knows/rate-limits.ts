/**
 * Per-user limits of the knows API, counted in the database (server/rate-limit) so every
 * instance shares them. Generous for people, tight enough to stop a script filling storage.
 */
import type { AppContext } from '../app';
import { consume, type Bucket } from '../rate-limit/service';

export type KnowLimit = Extract<Bucket, 'upload-user' | 'know-create-user' | 'know-reaction-user'>;

const LIMITS: Record<KnowLimit, { max: number; windowSeconds: number }> = {
  /** POST /uploads */
  'upload-user': { max: 60, windowSeconds: 3_600 },
  /** POST /knows */
  'know-create-user': { max: 60, windowSeconds: 3_600 },
  /** like, unlike, save, unsave */
  'know-reaction-user': { max: 120, windowSeconds: 60 },
} as const;


export async function consumeKnowLimit(app: Pick<AppContext, 'db'>, name: KnowLimit, userId: string): Promise<void> {
  await consume(app.db, { bucket: name, key: userId, ...LIMITS[name] });
}
