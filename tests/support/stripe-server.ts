/**
 * A local Stripe for tests (decision 0033): it speaks Stripe's wire protocol (form-encoded
 * requests with bracketed keys to /v1/..., bearer secret key, JSON objects and errors shaped like
 * Stripe's), so the official `stripe` client talks to it unchanged through its host/port/protocol
 * options (STRIPE_API_URL). What a customer does at Stripe (pays, renewals, cancellation) is
 * driven from the test, and the resulting events are delivered to the webhook signed with the
 * real Stripe-Signature scheme (the package's generateTestHeaderString).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

type Obj = Record<string, unknown>;

export interface StripeRequest {
  method: string;
  path: string;
  params: Obj;
  idempotencyKey: string | null;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** Stripe's form encoding: `line_items[0][price_data][currency]=eur` -> nested objects and arrays. */
export function parseStripeForm(body: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Obj | unknown[] = root;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const slot = Array.isArray(node) ? Number(segment) : segment;
      const container = node as Record<string | number, unknown>;
      if (last) container[slot] = value;
      else container[slot] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
      node = container[slot] as Obj;
    });
  }
  return root;
}

function addInterval(from: Date, interval: string): Date {
  const end = new Date(from);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

export interface FakeStripe {
  /** The STRIPE_API_URL to give the server under test. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  requests: StripeRequest[];
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  /** The next `count` API requests are refused as Stripe refuses a wrong key (401 authentication_error). */
  refuseNext(count?: number): void;
  /** The customer pays the session: a subscription and its first invoice; returns the events Stripe would send. */
  pay(sessionId: string, now?: Date): { session: Obj; subscription: Obj; events: Stripe.Event[] };
  /** The next period is charged: the subscription moves on; returns invoice.paid, invoice.payment_succeeded, customer.subscription.updated. */
  renew(subscriptionId: string): Stripe.Event[];
  /** The customer (or the dashboard) sets cancel_at_period_end; returns customer.subscription.updated. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Stripe.Event;
  /** The subscription ends (at period end after a cancellation, or at once); returns customer.subscription.deleted. */
  end(subscriptionId: string): Stripe.Event;
  /** An event as Stripe wraps an object (`created` in seconds, default now). */
  event(type: string, object: Obj, created?: number): Stripe.Event;
  /** POSTs the event to `webhookUrl` signed with the webhook secret (or `signature` as given). */
  deliver(webhookUrl: string, event: Stripe.Event | string, options?: { signature?: string | null; secret?: string; timestamp?: number }): Promise<Response>;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(18).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(18).toString('hex')}`;
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  let refusals = 0;

  const error = (status: number, type: string, message: string, code?: string) => ({ status, body: { error: { type, message, ...(code ? { code } : {}) } } });
  const missing = (what: string, key: string) => error(404, 'invalid_request_error', `No such ${what}: '${key}'`, 'resource_missing');

  function newInvoice(subscription: Obj, start: Date, end: Date, reason: string): Obj {
    const item = (subscription.items as { data: Obj[] }).data[0]!;
    const invoice: Obj = {
      id: id('in'), object: 'invoice', status: 'paid', billing_reason: reason, currency: subscription.currency, customer: subscription.customer,
      amount_paid: (item.price as Obj).unit_amount, created: seconds(start), livemode: false,
      period_start: seconds(start), period_end: seconds(start),
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      lines: {
        object: 'list', has_more: false, url: '/v1/invoices/lines',
        data: [{ id: id('il'), object: 'line_item', amount: (item.price as Obj).unit_amount, currency: subscription.currency, period: { start: seconds(start), end: seconds(end) } }],
      },
    };
    invoices.set(invoice.id as string, invoice);
    return invoice;
  }

  function route(method: string, path: string, params: Obj): { status: number; body: unknown } {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (params.mode !== 'subscription') return error(400, 'invalid_request_error', 'This fake only opens subscription sessions.');
      if (!params.success_url || !params.cancel_url) return error(400, 'invalid_request_error', 'Missing required param: success_url.');
      const sessionId = `cs_test_${randomBytes(24).toString('hex')}`;
      const session: Obj = {
        id: sessionId, object: 'checkout.session', mode: 'subscription', status: 'open', payment_status: 'unpaid',
        url: `https://checkout.stripe.com/c/pay/${sessionId}`, success_url: params.success_url, cancel_url: params.cancel_url,
        client_reference_id: params.client_reference_id ?? null, metadata: params.metadata ?? {}, subscription: null, customer: null,
        livemode: false, created: seconds(new Date()), expires_at: seconds(new Date()) + 86_400,
        // Kept for pay(): Stripe does not return line_items unless expanded.
        _line_items: params.line_items, _subscription_data: params.subscription_data ?? {},
      };
      sessions.set(sessionId, session);
      return { status: 200, body: session };
    }
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)) && method === 'GET') {
      const session = sessions.get(m[1]!);
      return session ? { status: 200, body: session } : missing('checkout.session', m[1]!);
    }
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = subscriptions.get(m[1]!);
      if (!subscription) return missing('subscription', m[1]!);
      if (method === 'POST') {
        if (subscription.status === 'canceled') return error(400, 'invalid_request_error', 'A canceled subscription can only update its cancellation_details and metadata.');
        if ('cancel_at_period_end' in params) subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      }
      return { status: 200, body: subscription };
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.local');
      const raw = Buffer.concat(chunks).toString('utf8');
      const params = req.method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(raw);
      const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, params, idempotencyKey });
      let answer: { status: number; body: unknown };
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        answer = error(401, 'invalid_request_error', `Invalid API Key provided: ${String(req.headers.authorization).slice(7, 15)}****`);
      } else if (refusals > 0) {
        refusals -= 1;
        answer = error(401, 'invalid_request_error', `Invalid API Key provided: ${secretKey.slice(0, 8)}****${secretKey.slice(-4)}`);
      } else {
        answer = route(req.method ?? 'GET', url.pathname, params);
      }
      res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
      res.end(JSON.stringify(answer.body, (key, value: unknown) => (key.startsWith('_') ? undefined : value)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const event = (type: string, object: Obj, created = seconds(new Date())): Stripe.Event => ({
    id: id('evt'), object: 'event', api_version: Stripe.API_VERSION, created, type, livemode: false, pending_webhooks: 1,
    request: { id: null, idempotency_key: null }, data: { object: structuredClone(object) },
  }) as unknown as Stripe.Event;

  const subscriptionOf = (subscriptionId: string) => {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`fake Stripe: no subscription ${subscriptionId}`);
    return subscription;
  };
  const firstItem = (subscription: Obj) => (subscription.items as { data: Obj[] }).data[0]!;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    requests,
    sessions,
    subscriptions,
    refuseNext(count = 1) {
      refusals = count;
    },
    pay(sessionId, now = new Date()) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe: no session ${sessionId}`);
      const line = (session._line_items as Obj[])[0]!;
      const priceData = line.price_data as Obj | undefined;
      const interval = ((priceData?.recurring as Obj | undefined)?.interval as string | undefined) ?? 'month';
      const end = addInterval(now, interval);
      const customer = id('cus');
      const subscription: Obj = {
        id: id('sub'), object: 'subscription', status: 'active', customer, cancel_at_period_end: false, canceled_at: null, ended_at: null,
        currency: priceData?.currency ?? 'eur', created: seconds(now), start_date: seconds(now), livemode: false,
        metadata: (session._subscription_data as Obj).metadata ?? {},
        items: {
          object: 'list', has_more: false, url: '/v1/subscription_items',
          data: [{
            id: id('si'), object: 'subscription_item', quantity: 1, current_period_start: seconds(now), current_period_end: seconds(end),
            price: { id: (line.price as string | undefined) ?? id('price'), object: 'price', currency: priceData?.currency ?? 'eur', unit_amount: Number(priceData?.unit_amount ?? 0), recurring: { interval } },
          }],
        },
      };
      subscriptions.set(subscription.id as string, subscription);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id, customer });
      const invoice = newInvoice(subscription, now, end, 'subscription_create');
      subscription.latest_invoice = invoice.id;
      return { session, subscription, events: [event('checkout.session.completed', session), event('invoice.paid', invoice)] };
    },
    renew(subscriptionId) {
      const subscription = subscriptionOf(subscriptionId);
      const item = firstItem(subscription);
      const start = new Date((item.current_period_end as number) * 1000);
      const end = addInterval(start, ((item.price as Obj).recurring as Obj).interval as string);
      Object.assign(item, { current_period_start: seconds(start), current_period_end: seconds(end) });
      const invoice = newInvoice(subscription, start, end, 'subscription_cycle');
      subscription.latest_invoice = invoice.id;
      return [event('invoice.paid', invoice), event('invoice.payment_succeeded', invoice), event('customer.subscription.updated', subscription)];
    },
    setCancelAtPeriodEnd(subscriptionId, cancel) {
      const subscription = subscriptionOf(subscriptionId);
      subscription.cancel_at_period_end = cancel;
      return event('customer.subscription.updated', subscription);
    },
    end(subscriptionId) {
      const subscription = subscriptionOf(subscriptionId);
      Object.assign(subscription, { status: 'canceled', ended_at: seconds(new Date()), canceled_at: seconds(new Date()) });
      return event('customer.subscription.deleted', subscription);
    },
    event,
    async deliver(webhookUrl, ev, options = {}) {
      const payload = typeof ev === 'string' ? ev : JSON.stringify(ev, null, 2);
      const signature = options.signature !== undefined
        ? options.signature
        : Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret, timestamp: options.timestamp });
      const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8', 'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' };
      if (signature !== null) headers['Stripe-Signature'] = signature;
      return fetch(webhookUrl, { method: 'POST', headers, body: payload });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
