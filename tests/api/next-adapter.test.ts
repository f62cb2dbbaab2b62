/** The Next adapters call the process-wide app (env from process.env) through handleApiRequest. */
import { describe, expect, it } from 'vitest';
import { blockNextRoutes } from './support/next-routes';
import { client, expectError } from './support/client';

describe('Next API adapters', () => {
  const served = blockNextRoutes(async () => {
    // Documents are streamed and may pass Next's 4 MB response warning (decision 0018).
    expect((await import('@/pages/api/v1/[[...path]]')).config).toEqual({ api: { bodyParser: false, externalResolver: true, responseLimit: false } });
    return {
      '/api/v1': (await import('@/pages/api/v1/[[...path]]')).default,
      '/api/auth': (await import('@/pages/api/auth/[[...path]]')).default,
      '/api/analytics': (await import('@/pages/api/analytics/[[...path]]')).default,
      '/api/fb-events': (await import('@/pages/api/fb-events')).default,
      '/api/tiktok-events': (await import('@/pages/api/tiktok-events')).default,
    };
  });

  it('serves every mount from one lazily started app', async () => {
    const c = client(served);
    const [countries, token, event, fb, tt] = await Promise.all([
      c.get('/api/v1/countries'),
      c.post('/api/auth/oauth/token', { grantType: 'refresh_token', refreshToken: 'nope' }),
      c.post('/api/analytics/events', { name: 'x', uuid: '6f1c4c1e-6a53-4c55-9d1f-1d2b3c4d5e6f' }, { bare: true }),
      c.post('/api/fb-events', { eventName: 'Lead', fbc: 'fb.1' }, { bare: true }),
      c.post('/api/tiktok-events', { eventName: 'Lead', callback: 'tt' }, { bare: true }),
    ]);
    expect(countries.body).toHaveLength(20);
    expectError(token, 401, 'AuthorizationError');
    expect(event.status).toBe(202);
    expect(fb.body.success).toBe(true);
    expect(tt.body.success).toBe(true);
  });
});
