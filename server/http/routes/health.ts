/**
 * The probes of a load balancer or orchestrator (docs/decisions/0019-health-logs-shutdown.md).
 * /api/health: liveness, the process answers; touches nothing else, so a slow database never
 * gets a healthy process restarted. /api/ready: readiness, 503 naming the failing parts.
 * No client headers, no authentication: probes send neither.
 */
import { healthSchema, readinessSchema } from '@/lib/contract/health';
import { readiness } from '../../health/readiness';
import { ApiError } from '../../errors';
import { defineRoute } from '../route';

const tag = 'Operations';

export const healthRoutes = [
  defineRoute({
    mount: 'root', method: 'GET', path: '/health', tag, summary: 'Liveness: the process answers', auth: 'none', clientHeaders: 'none',
    database: false,
    success: { status: 200, description: 'Alive', schema: healthSchema },
    handler: async () => ({ status: 200, body: { status: 'ok' } }),
  }),
  defineRoute({
    mount: 'root', method: 'GET', path: '/ready', tag, summary: 'Readiness: database reachable, migrations applied, storage writable', auth: 'none', clientHeaders: 'none',
    success: { status: 200, description: 'Ready to serve', schema: readinessSchema },
    errors: [503],
    handler: async (c) => {
      const r = await readiness(c.app);
      if (!r.ready) {
        const parts = r.failing.map((p) => `${p} ${r.checks[p]}`).join(', ');
        throw new ApiError(503, 'NoErrorType', `Not ready: ${parts}.`, { failing: r.failing, checks: r.checks });
      }
      return { status: 200, body: { status: 'ready', checks: r.checks } };
    },
  }),
];
