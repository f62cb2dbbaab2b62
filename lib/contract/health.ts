/**
 * Contract of the probes (docs/decisions/0019): GET /api/health (the process answers) and GET
 * /api/ready (it can serve: database, migrations, storage). Not ready is a 503 with the §8 error
 * body whose data names the failing parts and what is wrong with each.
 */
import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });

/** Each part: 'ok', or a few words on what is wrong ("unreachable", "2 pending", "not writable"). */
export const readinessChecksSchema = z.object({
  server: z.string().optional(),
  database: z.string(),
  migrations: z.string(),
  storage: z.string(),
});

export const readinessSchema = z.object({ status: z.literal('ready'), checks: readinessChecksSchema }).meta({ id: 'Readiness' });
