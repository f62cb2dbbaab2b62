/**
 * Per-user limits of the knows API (numbers in server/rate-limit/limits.ts), counted atomically
 * in the database so parallel requests and every instance share them.
 */
import type { AppContext } from '../app-context';
import type { Bucket } from '../rate-limit/limits';
import { limitFor } from '../rate-limit/limits';
import { consume } from '../rate-limit/service';

export type KnowLimit = Extract<Bucket, 'upload-user' | 'know-create-user' | 'know-reaction-user'>;

export async function consumeKnowLimit(app: Pick<AppContext, 'db'>, name: KnowLimit, userId: string): Promise<void> {
  await consume(app.db, limitFor(name, userId));
}
