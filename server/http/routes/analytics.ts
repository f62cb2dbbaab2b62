import { defineRoute } from '../route';
import { eventAcceptedSchema, analyticsEventSchema, fbEventBody, relayResultSchema, tiktokEventBody } from '@/lib/contract/analytics';
import { relayAdEvent, storeEvent } from '../../analytics/service';
import { withStudyStreak } from '../../analytics/study-streak';
import { perIp } from '../../rate-limit/hooks';
import { conflict } from '../../errors';

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
  defineRoute({
    mount: 'root', method: 'POST', path: '/fb-events', tag: 'Ad relays', summary: 'Facebook conversion event relay', auth: 'none', clientHeaders: 'none',
    body: fbEventBody,
    limit: perIp('relay-ip'),
    success: { status: 200, description: 'Relayed, or stored when no endpoint is configured', schema: relayResultSchema },
    errors: [400, 429, 502],
    handler: async (c) => {
      const r = await relayAdEvent(c.app, {
        network: 'facebook', eventName: c.body.eventName, endpoint: c.app.env.FB_EVENTS_URL,
        upstreamBody: {
          data: [{
            event_name: c.body.eventName, event_time: Math.floor(Date.now() / 1000), action_source: 'website',
            user_data: { fbc: c.body.fbc, client_ip_address: c.req.ip, client_user_agent: c.req.userAgent },
          }],
          ...(c.body.testCode ? { test_event_code: c.body.testCode } : {}),
        },
      });
      return { status: 200, body: { success: true, relayed: r.relayed } };
    },
  }),
  defineRoute({
    mount: 'root', method: 'POST', path: '/tiktok-events', tag: 'Ad relays', summary: 'TikTok conversion event relay', auth: 'none', clientHeaders: 'none',
    body: tiktokEventBody,
    limit: perIp('relay-ip'),
    success: { status: 200, description: 'Relayed, or stored when no endpoint is configured', schema: relayResultSchema },
    errors: [400, 429, 502],
    handler: async (c) => {
      const r = await relayAdEvent(c.app, {
        network: 'tiktok', eventName: c.body.eventName, endpoint: c.app.env.TIKTOK_EVENTS_URL,
        upstreamBody: {
          event_source: 'web',
          data: [{
            event: c.body.eventName, event_time: Math.floor(Date.now() / 1000),
            user: { ttclid: c.body.callback, ip: c.req.ip, user_agent: c.req.userAgent },
          }],
          ...(c.body.testCode ? { test_event_code: c.body.testCode } : {}),
        },
      });
      return { status: 200, body: { success: true, relayed: r.relayed } };
    },
  }),
];
