import type { z } from 'zod';
import { defineRoute, type RequestInfo } from '../route';
import type { ServerEnv } from '../../env';
import { eventAcceptedSchema, analyticsEventSchema, fbEventBody, relayResultSchema, tiktokEventBody } from '@/lib/contract/analytics';
import { relayAdEvent, storeEvent, type RelayRequest } from '../../analytics/service';
import { withStudyStreak } from '../../analytics/study-streak';
import { perIp } from '../../rate-limit/hooks';
import { conflict } from '../../errors';

const unixSeconds = () => Math.floor(Date.now() / 1000);

/**
 * POST /api/<path>: an ad network's conversion event, relayed to the network's endpoint with the
 * test code passed on (or stored when no endpoint is configured).
 */
function adRelayRoute<B extends z.ZodType<{ eventName: string; testCode?: string | null }>>(relay: {
  path: string;
  summary: string;
  body: B;
  network: RelayRequest['network'];
  endpoint: (env: ServerEnv) => string | undefined;
  upstreamBody: (body: z.output<B>, req: RequestInfo) => Record<string, unknown>;
}) {
  return defineRoute({
    mount: 'root', method: 'POST', path: relay.path, tag: 'Ad relays', summary: relay.summary, auth: 'none', clientHeaders: 'none',
    body: relay.body,
    limit: perIp('relay-ip'),
    success: { status: 200, description: 'Relayed, or stored when no endpoint is configured', schema: relayResultSchema },
    errors: [400, 429, 502],
    handler: async (c) => {
      const r = await relayAdEvent(c.app, {
        network: relay.network, eventName: c.body.eventName, endpoint: relay.endpoint(c.app.env),
        upstreamBody: {
          ...relay.upstreamBody(c.body, c.req),
          ...(c.body.testCode ? { test_event_code: c.body.testCode } : {}),
        },
      });
      return { status: 200, body: { success: true, relayed: r.relayed } };
    },
  });
}

export const analyticsRoutes = [
  defineRoute({
    mount: 'analytics', method: 'POST', path: '/events', tag: 'Analytics',
    summary: 'Ingest one event (JSON or a sendBeacon text/plain body; bearer optional)', auth: 'optional', clientHeaders: 'none',
    body: analyticsEventSchema, bodyKind: 'beacon',
    success: { status: 202, description: 'Stored', schema: eventAcceptedSchema },
    errors: [400, 409, 413, 415],
    handler: async (c) => {
      const event = await withStudyStreak(c.app, c.body, c.user?.user ?? null);
      const stored = await storeEvent(c.app, event, c.user?.user.id ?? null);
      // A retried beacon: the event is already stored, nothing changes.
      if (!stored) throw conflict('DuplicateError', 'An event with this uuid was already received.');
      return { status: 202, body: { accepted: true, uuid: c.body.uuid } };
    },
  }),
  adRelayRoute({
    path: '/fb-events', summary: 'Facebook conversion event relay', body: fbEventBody,
    network: 'facebook', endpoint: (env) => env.FB_EVENTS_URL,
    upstreamBody: (body, req) => ({
      data: [{
        event_name: body.eventName, event_time: unixSeconds(), action_source: 'website',
        user_data: { fbc: body.fbc, client_ip_address: req.ip, client_user_agent: req.userAgent },
      }],
    }),
  }),
  adRelayRoute({
    path: '/tiktok-events', summary: 'TikTok conversion event relay', body: tiktokEventBody,
    network: 'tiktok', endpoint: (env) => env.TIKTOK_EVENTS_URL,
    upstreamBody: (body, req) => ({
      event_source: 'web',
      data: [{
        event: body.eventName, event_time: unixSeconds(),
        user: { ttclid: body.callback, ip: req.ip, user_agent: req.userAgent },
      }],
    }),
  }),
];
