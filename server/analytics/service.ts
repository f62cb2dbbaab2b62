import type { AppContext } from '../app-context';
import { adEvents, analyticsEvents } from '../db/schema';
import { ApiError } from '../errors';
import type { AnalyticsEvent } from '@/lib/contract/analytics';

/** Stores an event; a repeated uuid (a retried beacon) is accepted once. */
export async function storeEvent(app: AppContext, event: AnalyticsEvent, userId: string | null): Promise<boolean> {
  const rows = await app.db
    .insert(analyticsEvents)
    .values({ uuid: event.uuid, name: event.name, userId, payload: event })
    .onConflictDoNothing({ target: analyticsEvents.uuid })
    .returning({ id: analyticsEvents.id });
  return rows.length > 0;
}

export interface RelayRequest {
  network: 'facebook' | 'tiktok';
  eventName: string;
  endpoint: string | undefined;
  /** The body sent to the configured endpoint. */
  upstreamBody: Record<string, unknown>;
}

/** Stores the conversion event and relays it when an endpoint is configured. */
export async function relayAdEvent(app: AppContext, r: RelayRequest): Promise<{ relayed: boolean }> {
  if (!r.endpoint) {
    await app.db.insert(adEvents).values({ network: r.network, eventName: r.eventName, payload: r.upstreamBody, relayStatus: 'stored' });
    return { relayed: false };
  }
  let status: number | null = null;
  try {
    const res = await fetch(r.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(r.upstreamBody),
      signal: AbortSignal.timeout(5000),
    });
    status = res.status;
    await res.arrayBuffer().catch(() => undefined);
  } catch {
    status = null;
  }
  const ok = status !== null && status >= 200 && status < 300;
  await app.db.insert(adEvents).values({
    network: r.network,
    eventName: r.eventName,
    payload: r.upstreamBody,
    relayStatus: ok ? 'relayed' : 'failed',
    relayHttpStatus: status,
  });
  if (!ok) {
    throw new ApiError(502, 'NoErrorType', `Server Side Event: ${r.eventName} (${status ?? 'unreachable'})`, { upstreamStatus: status });
  }
  return { relayed: true };
}
