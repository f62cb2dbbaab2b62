/**
 * Chats over HTTP (issue 13, decision 0037) on both databases: membership (nobody reads a chat
 * they are not in), one direct chat per pair under parallel creates, blocking, the per-user send
 * limit under parallel sends, KNOW messages that never carry a private know, IMAGE checks, and
 * the live stream: delivery, and a reconnect that catches up without gaps or duplicates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, DEVICE_ID, expectError } from './support/client';
import { openStream, type SseStream } from './support/sse';
import { changeRole } from '@/server/users/roles';
import { newKnow } from './support/knows';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

interface Person {
  token: string;
  uuid: string;
  email: string;
}

describe.each(BACKENDS)('chats on %s', (backend) => {
  let alice: Person;
  let bob: Person;
  let carol: Person;
  let eve: Person;
  const streams: SseStream[] = [];

  const person = (country = 'DE'): Promise<Person> => c.member({ country });

  async function direct(a: Person, b: Person) {
    const r = await c.post('/api/v1/chats/direct', { userUuid: b.uuid }, { token: a.token });
    expect([200, 201], r.text).toContain(r.status);
    return r.body.uuid as string;
  }

  const send = (p: Person, chat: string, text: string) => c.post(`/api/v1/chats/${chat}/messages`, { kind: 'TEXT', text }, { token: p.token });

  const know = (owner: Person, over: Record<string, unknown> = {}) =>
    newKnow(c, owner.token, { title: 'Zellbiologie Karten', flashcards: [{ front: 'Zelle', back: 'Einheit' }], ...over });

  async function image(p: Person, chat: string, data: Buffer, filename = 'photo.png') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), filename);
    form.append('text', 'look');
    const res = await fetch(`${s.url}/api/v1/chats/${chat}/images`, {
      method: 'POST',
      headers: { 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID, Authorization: `Bearer ${p.token}` },
      body: form,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, text, headers: res.headers };
  }

  const stream = async (p: Person, opts?: { after?: string; lastEventId?: string }) => {
    const st = await openStream(s.url, p.token, opts);
    streams.push(st);
    return st;
  };

  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' });
  const c = client(s);
  beforeAll(async () => {
    [alice, bob, carol, eve] = await Promise.all([person(), person(), person(), person()]);
  });
  afterAll(async () => {
    for (const st of streams) st.close();
  });

  it('gives two parallel creates of a direct chat one chat, and keeps outsiders out of it', async () => {
    const rs = await Promise.all(Array.from({ length: 6 }, (_, i) => c.post('/api/v1/chats/direct', { userUuid: i % 2 ? alice.uuid : bob.uuid }, { token: i % 2 ? bob.token : alice.token })));
    expect(new Set(rs.map((r) => r.body.uuid)).size).toBe(1);
    expect(rs.filter((r) => r.status === 201).length).toBe(1);
    expect(rs.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    const chat = rs[0]!.body.uuid as string;
    expect((await send(alice, chat, 'secret plan')).status).toBe(201);

    // Carol is in no way a member: every door answers 404, as for a chat that does not exist.
    expectError(await c.get(`/api/v1/chats/${chat}`, { token: carol.token }), 404, 'NotFoundError');
    expectError(await c.get(`/api/v1/chats/${chat}/messages`, { token: carol.token }), 404, 'NotFoundError');
    expectError(await send(carol, chat, 'hi'), 404, 'NotFoundError');
    expectError(await c.post(`/api/v1/chats/${chat}/read`, { seq: 1 }, { token: carol.token }), 404, 'NotFoundError');
    expectError(await c.post(`/api/v1/chats/${chat}/members`, { userUuid: carol.uuid }, { token: carol.token }), 404, 'NotFoundError');
    const list = await c.get('/api/v1/chats', { token: carol.token });
    expect(list.body.content.map((x: { uuid: string }) => x.uuid)).not.toContain(chat);
    // Without a session: 401; a visitor's preview says nothing of the messages or members' names.
    expectError(await c.get(`/api/v1/chats/${chat}/messages`), 401, 'AuthorizationError');
    const preview = await c.get(`/api/v1/chats/${chat}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ uuid: chat, kind: 'DIRECT', name: null, memberCount: 2, isMember: false });
    expect(preview.text).not.toContain('secret');
    // A stream of Carol's never carries Alice and Bob's messages.
    const st = await stream(carol);
    await st.waitFor((e) => e.event === 'ready');
    expect((await send(bob, chat, 'still secret')).status).toBe(201);
    const own = await direct(carol, eve);
    expect((await send(eve, own, 'ping')).status).toBe(201);
    await st.waitFor((e) => e.event === 'message' && e.data.text === 'ping');
    expect(st.events.some((e) => JSON.stringify(e.data).includes('secret'))).toBe(false);
    expectError(await c.post('/api/v1/chats/direct', { userUuid: alice.uuid }, { token: alice.token }), 400, 'BadRequestError');
  });

  it('stores text as given, pages history backwards, counts unread and lists newest activity first', async () => {
    const a = await person();
    const b = await person();
    const first = await direct(a, b);
    const second = await direct(a, (await person()));
    const hostile = '<script>alert(1)</script> & <b>bold</b> https://example.org/x?y=1';
    expect((await send(a, first, hostile)).body.text).toBe(hostile);
    for (let i = 1; i <= 6; i++) expect((await send(b, first, `m${i}`)).status).toBe(201);
    expect((await send(a, second, 'later')).status).toBe(201);
    const list = await c.get('/api/v1/chats', { token: a.token });
    expect(list.body.content.map((x: { uuid: string }) => x.uuid)).toEqual([second, first]);
    const inFirst = list.body.content[1];
    expect(inFirst).toMatchObject({ kind: 'DIRECT', lastSeq: 7, unreadCount: 6, partner: { uuid: b.uuid } });
    expect(inFirst.lastMessage.text).toBe('m6');

    const page1 = await c.get(`/api/v1/chats/${first}/messages?limit=3`, { token: a.token });
    expect(page1.body.content.map((m: { seq: number }) => m.seq)).toEqual([5, 6, 7]);
    expect(page1.body.nextBefore).toBe(5);
    const page2 = await c.get(`/api/v1/chats/${first}/messages?limit=3&before=5`, { token: a.token });
    expect(page2.body.content.map((m: { seq: number }) => m.seq)).toEqual([2, 3, 4]);
    const page3 = await c.get(`/api/v1/chats/${first}/messages?limit=3&before=2`, { token: a.token });
    expect(page3.body.content.map((m: { text: string }) => m.text)).toEqual([hostile]);
    expect(page3.body.nextBefore).toBeNull();

    const read = await c.post(`/api/v1/chats/${first}/read`, { seq: 99 }, { token: a.token });
    expect(read.body).toEqual({ lastReadSeq: 7, unreadCount: 0 });
    // Never moves back.
    expect((await c.post(`/api/v1/chats/${first}/read`, { seq: 2 }, { token: a.token })).body.lastReadSeq).toBe(7);
    // Links: B is answered by A only after A writes after B's messages.
    expect((await c.get(`/api/v1/chats/${first}`, { token: a.token })).body.answeredUserUuids).toEqual([]);
    await send(a, first, 'ok');
    expect((await c.get(`/api/v1/chats/${first}`, { token: a.token })).body.answeredUserUuids).toEqual([b.uuid]);
    expect((await c.get(`/api/v1/chats/${first}`, { token: b.token })).body.answeredUserUuids).toEqual([a.uuid]);

    expectError(await send(a, first, '   '), 400, 'FormValidationError');
    expectError(await send(a, first, 'x'.repeat(2001)), 400, 'FormValidationError');
    expectError(await send(a, first, 'nul\u0000byte'), 400, 'FormValidationError');
    expectError(await c.post(`/api/v1/chats/${first}/messages`, { kind: 'IMAGE', text: 'x' }, { token: a.token }), 400, 'FormValidationError');
    expectError(await c.get(`/api/v1/chats/${first}/messages?before=1e3`, { token: a.token }), 400, 'FormValidationError');
    expectError(await c.get('/api/v1/chats/not-a-uuid', { token: a.token }), 404, 'NotFoundError');
  });

  it('never lets a KNOW message carry a private know, and drops a know that turns private', async () => {
    const owner = await person();
    const friend = await person();
    const chat = await direct(owner, friend);
    const listen = await stream(friend);
    await listen.waitFor((e) => e.event === 'ready');
    const priv = await know(owner, { title: 'Geheime Karten', isPrivate: true });
    expectError(await c.post(`/api/v1/chats/${chat}/messages`, { kind: 'KNOW', knowUuid: priv.uuid }, { token: owner.token }), 403, 'ForbiddenError');
    // Someone else's private know is not even known to exist.
    expectError(await c.post(`/api/v1/chats/${chat}/messages`, { kind: 'KNOW', knowUuid: priv.uuid }, { token: friend.token }), 404, 'NotFoundError');
    expectError(await c.post(`/api/v1/chats/${chat}/messages`, { kind: 'KNOW', knowUuid: '00000000-0000-4000-8000-000000000000' }, { token: owner.token }), 404, 'NotFoundError');

    const pub = await know(owner, { title: 'Öffentliche Karten' });
    expect(pub.status).toBe('PUBLISHED');
    const sent = await c.post(`/api/v1/chats/${chat}/messages`, { kind: 'KNOW', knowUuid: pub.uuid }, { token: owner.token });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body).toMatchObject({ kind: 'KNOW', seq: 1, know: { uuid: pub.uuid, title: 'Öffentliche Karten' } });
    const live = await listen.waitFor((e) => e.event === 'message' && e.data.chatUuid === chat);
    expect(live.data.know.title).toBe('Öffentliche Karten');

    // Made private afterwards: the receiver's history no longer names it; the owner still sees it.
    expect((await c.patch(`/api/v1/knows/${pub.uuid}`, { isPrivate: true }, { token: owner.token })).status).toBe(200);
    const theirs = await c.get(`/api/v1/chats/${chat}/messages`, { token: friend.token });
    expect(theirs.body.content[0]).toMatchObject({ kind: 'KNOW', know: null });
    expect(theirs.text).not.toContain('Öffentliche');
    expect((await c.get('/api/v1/chats', { token: friend.token })).text).not.toContain('Öffentliche');
    expect((await c.get(`/api/v1/chats/${chat}/messages`, { token: owner.token })).body.content[0].know.title).toBe('Öffentliche Karten');
    expect(listen.events.some((e) => JSON.stringify(e.data).includes('Geheime'))).toBe(false);
  });

  it('checks images by their bytes and size, makes a thumbnail, and serves them to members only', async () => {
    const chat = await direct(alice, carol);
    const ok = await image(alice, chat, PNG);
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body).toMatchObject({ kind: 'IMAGE', text: 'look' });
    const img = await c.get(ok.body.imageUrl.replace(/^\/api\/v1/, '/api/v1'), { token: carol.token });
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    const thumb = await c.get(ok.body.thumbnailUrl, { token: carol.token });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(thumb.headers.get('cache-control')).toMatch(/^private/);
    expectError(await c.get(ok.body.imageUrl, { token: bob.token }), 404, 'NotFoundError');
    expectError(await image(alice, chat, Buffer.from('<svg onload=alert(1)></svg>'), 'x.png'), 415, 'InvalidMIMETypeError');
    // A PNG header declaring a 4-billion-pixel-wide image (a decompression bomb): refused before decoding.
    const fake = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(64, 0xff)]);
    const corrupt = await image(alice, chat, fake);
    expect(corrupt.status, corrupt.text).toBe(400);
    expect(corrupt.body.error.data.reason).toBe('too-large-when-decompressed');
    const big = Buffer.concat([PNG, Buffer.alloc(s.app.env.MAX_UPLOAD_BYTES)]);
    expectError(await image(alice, chat, big), 413, 'BadRequestError');
    const hist = await c.get(`/api/v1/chats/${chat}/messages`, { token: carol.token });
    expect(hist.body.content.length).toBe(1);
  });

  it('blocks both ways: no messages, no new chat; unblocking allows them again', async () => {
    const a = await person();
    const b = await person();
    const chat = await direct(a, b);
    expect((await c.call('PUT', `/api/v1/blocks/${b.uuid}`, { token: a.token })).status).toBe(204);
    expect((await c.call('PUT', `/api/v1/blocks/${b.uuid}`, { token: a.token })).status).toBe(204);
    expectError(await send(b, chat, 'let me in'), 403, 'ForbiddenError');
    expectError(await send(a, chat, 'nor me'), 403, 'ForbiddenError');
    expectError(await c.post('/api/v1/chats/direct', { userUuid: a.uuid }, { token: b.token }), 403, 'ForbiddenError');
    expectError(await c.post('/api/v1/chats/groups', { name: 'G', memberUuids: [a.uuid] }, { token: b.token }), 403, 'ForbiddenError');
    expect((await c.get(`/api/v1/chats/${chat}`, { token: b.token })).body.blocked).toBe(true);
    expect((await c.get('/api/v1/blocks', { token: a.token })).body.map((x: { user: { uuid: string } }) => x.user.uuid)).toEqual([b.uuid]);
    expectError(await c.call('PUT', `/api/v1/blocks/${a.uuid}`, { token: a.token }), 400, 'BadRequestError');
    expect((await c.call('DELETE', `/api/v1/blocks/${b.uuid}`, { token: a.token })).status).toBe(204);
    expect((await send(b, chat, 'thanks')).status).toBe(201);
  });

  it('counts the per-user send limit exactly under parallel sends', async () => {
    const a = await person();
    const chat = await direct(a, await person());
    const started = Date.now();
    const rs = await Promise.all(Array.from({ length: 40 }, (_, i) => send(a, chat, `burst ${i}`)));
    // A burst of 30, then one more every 2 s (GCRA): on a slow machine the burst may take a while.
    const refills = Math.ceil((Date.now() - started) / 2000);
    const accepted = rs.filter((r) => r.status === 201).length;
    expect(accepted).toBeGreaterThanOrEqual(30);
    expect(accepted).toBeLessThanOrEqual(30 + refills);
    const refused = rs.filter((r) => r.status === 429);
    expect(refused.length).toBe(40 - accepted);
    expectError(refused[0]!, 429, 'TooManyRequestsError');
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // The seqs handed out are exactly 1..accepted: none lost, none twice.
    const hist = await c.get(`/api/v1/chats/${chat}/messages?limit=100`, { token: a.token });
    expect(hist.body.content.map((m: { seq: number }) => m.seq)).toEqual(Array.from({ length: accepted }, (_, i) => i + 1));
  });

  it('delivers live, and a reconnect with Last-Event-ID or ?after= catches up without gaps or duplicates', async () => {
    const a = await person();
    const b = await person();
    const chat = await direct(a, b);
    const other = await direct(a, await person());
    const tab = await stream(b);
    await tab.waitFor((e) => e.event === 'ready');
    for (let i = 1; i <= 3; i++) await send(a, chat, `live ${i}`);
    await tab.waitFor((e) => e.event === 'message' && e.data.text === 'live 3');
    const resumeAt = tab.lastId()!;
    expect(resumeAt).toBe(`${chat}:3`);
    tab.close();
    // While the tab is away: parallel sends from both members.
    await Promise.all([...Array.from({ length: 4 }, (_, i) => send(a, chat, `away a${i}`)), ...Array.from({ length: 4 }, (_, i) => send(b, chat, `away b${i}`))]);
    await send(a, other, 'unrelated');
    const back = await stream(b, { lastEventId: resumeAt });
    await back.waitFor((e) => e.event === 'ready');
    const caught = back.events.filter((e) => e.event === 'message').map((e) => e.data.seq);
    expect(caught).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
    // Then live again, without repeating anything.
    await send(a, chat, 'after');
    await back.waitFor((e) => e.event === 'message' && e.data.text === 'after');
    expect(back.events.filter((e) => e.event === 'message').map((e) => e.data.seq)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(back.lastId()).toBe(`${chat}:12`);
    // ?after= does the same; a position past the end delivers nothing twice.
    const viaQuery = await stream(b, { after: `${chat}:10` });
    await viaQuery.waitFor((e) => e.event === 'ready');
    expect(viaQuery.events.filter((e) => e.event === 'message').map((e) => e.data.seq)).toEqual([11, 12]);
    const ahead = await stream(b, { after: `${chat}:999` });
    await ahead.waitFor((e) => e.event === 'ready');
    expect(ahead.events.filter((e) => e.event === 'message')).toEqual([]);
    expect((await openStream(s.url, b.token, { after: 'nonsense' })).status).toBe(400);
    expect((await openStream(s.url, 'not-a-token')).status).toBe(401);
  });

  it("lets only a group's creator add and remove members; a removed member reads nothing more", async () => {
    const creator = await person();
    const m1 = await person();
    const m2 = await person();
    const g = await c.post('/api/v1/chats/groups', { name: '  Bio LK  ', memberUuids: [m1.uuid, creator.uuid] }, { token: creator.token });
    expect(g.status, g.text).toBe(201);
    expect(g.body).toMatchObject({ kind: 'GROUP', name: 'Bio LK', creatorUuid: creator.uuid });
    expect(g.body.members.length).toBe(2);
    const chat = g.body.uuid as string;
    expectError(await c.post(`/api/v1/chats/${chat}/members`, { userUuid: m2.uuid }, { token: m1.token }), 403, 'ForbiddenError');
    const added = await c.post(`/api/v1/chats/${chat}/members`, { userUuid: m2.uuid }, { token: creator.token });
    expect(added.body.members.length).toBe(3);
    expect((await send(m2, chat, 'hello all')).status).toBe(201);
    expectError(await c.call('DELETE', `/api/v1/chats/${chat}/members/${m2.uuid}`, { token: m1.token }), 403, 'ForbiddenError');
    expect((await c.call('DELETE', `/api/v1/chats/${chat}/members/${m2.uuid}`, { token: creator.token })).status).toBe(204);
    expectError(await c.get(`/api/v1/chats/${chat}/messages`, { token: m2.token }), 404, 'NotFoundError');
    expectError(await send(m2, chat, 'again'), 404, 'NotFoundError');
    // A member may leave.
    expect((await c.call('DELETE', `/api/v1/chats/${chat}/members/${m1.uuid}`, { token: m1.token })).status).toBe(204);
    expectError(await c.post('/api/v1/chats/groups', { name: '', memberUuids: [] }, { token: creator.token }), 400, 'FormValidationError');
    expectError(await c.post('/api/v1/chats/groups', { name: 'x', memberUuids: ['00000000-0000-4000-8000-000000000000'] }, { token: creator.token }), 404, 'NotFoundError');
  });

  it('takes reports of messages, users and knows the reporter can see, once each', async () => {
    const a = await person();
    const b = await person();
    const chat = await direct(a, b);
    const msg = (await send(b, chat, 'rude words')).body.uuid as string;
    const r = await c.post('/api/v1/reports', { targetType: 'MESSAGE', targetUuid: msg, reason: 'HARASSMENT', details: 'again and again' }, { token: a.token });
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({ targetType: 'MESSAGE', targetUuid: msg, reason: 'HARASSMENT', status: 'OPEN' });
    expectError(await c.post('/api/v1/reports', { targetType: 'MESSAGE', targetUuid: msg, reason: 'SPAM' }, { token: a.token }), 409, 'DuplicateError');
    // Not a member of that chat: as if the message did not exist.
    expectError(await c.post('/api/v1/reports', { targetType: 'MESSAGE', targetUuid: msg, reason: 'SPAM' }, { token: carol.token }), 404, 'NotFoundError');
    expect((await c.post('/api/v1/reports', { targetType: 'USER', targetUuid: b.uuid, reason: 'SPAM' }, { token: a.token })).status).toBe(201);
    const priv = await know(b, { isPrivate: true });
    expectError(await c.post('/api/v1/reports', { targetType: 'KNOW', targetUuid: priv.uuid, reason: 'OTHER' }, { token: a.token }), 404, 'NotFoundError');
    expectError(await c.post('/api/v1/reports', { targetType: 'USER', targetUuid: a.uuid, reason: 'SPAM' }, { token: a.token }), 400, 'BadRequestError');
    expectError(await c.post('/api/v1/reports', { targetType: 'USER', targetUuid: b.uuid, reason: 'BORED' }, { token: a.token }), 400, 'FormValidationError');
  });

  it('lets only reviewers work the report queue: hide a message (members are told), suspend an account, hide a know, dismiss; once each', async () => {
    const a = await person();
    const b = await person();
    // Published before the edition has a reviewer (decision 0028: with one, a know waits in review).
    const pub = await know(b, { title: 'Abgeschriebene Karten' });
    const reviewer = await person();
    await changeRole(s.app.db, reviewer.email, 'reviewer', ['DE'], true);
    const c2 = await person();
    const chat = (await c.post('/api/v1/chats/groups', { name: 'Review me', memberUuids: [b.uuid, c2.uuid] }, { token: a.token })).body.uuid as string;
    const bad = (await send(b, chat, 'nasty words')).body.uuid as string;
    const watch = await stream(a);
    await watch.waitFor((e) => e.event === 'ready');
    const r1 = await c.post('/api/v1/reports', { targetType: 'MESSAGE', targetUuid: bad, reason: 'HARASSMENT' }, { token: a.token });
    const r2 = await c.post('/api/v1/reports', { targetType: 'MESSAGE', targetUuid: bad, reason: 'HATE' }, { token: c2.token });
    const ru = await c.post('/api/v1/reports', { targetType: 'USER', targetUuid: b.uuid, reason: 'SPAM' }, { token: a.token });
    const rk = await c.post('/api/v1/reports', { targetType: 'KNOW', targetUuid: pub.uuid, reason: 'OTHER', details: 'copied' }, { token: a.token });
    const rd = await c.post('/api/v1/reports', { targetType: 'USER', targetUuid: c2.uuid, reason: 'SPAM' }, { token: a.token });

    // Not a reviewer: 403 before anything is read.
    expectError(await c.get('/api/v1/review/reports', { token: a.token }), 403, 'ForbiddenError');
    expectError(await c.post(`/api/v1/review/reports/${r1.body.uuid}/decision`, { action: 'HIDE' }, { token: b.token }), 403, 'ForbiddenError');
    expectError(await c.get('/api/v1/review/reports'), 401, 'AuthorizationError');

    const queue = await c.get('/api/v1/review/reports', { token: reviewer.token });
    expect(queue.status, queue.text).toBe(200);
    const mine = (queue.body as { uuid: string; excerpt: string; status: string }[]).filter((r) => [r1, r2, ru, rk, rd].some((x) => x.body.uuid === r.uuid));
    expect(mine.map((r) => r.uuid)).toEqual([r1, r2, ru, rk, rd].map((x) => x.body.uuid));
    expect(mine[0]).toMatchObject({ status: 'OPEN', excerpt: 'nasty words', targetUserUuid: b.uuid });
    expectError(await c.post(`/api/v1/review/reports/${r1.body.uuid}/decision`, { action: 'BAN' }, { token: reviewer.token }), 400, 'FormValidationError');

    // Two reviewers' clicks at once: one decision.
    const hides = await Promise.all([1, 2, 3].map(() => c.post(`/api/v1/review/reports/${r1.body.uuid}/decision`, { action: 'HIDE' }, { token: reviewer.token })));
    expect(hides.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    // Both reports of the message are closed; the members' history and streams no longer carry it.
    expect((await c.get('/api/v1/review/reports?status=HIDDEN', { token: reviewer.token })).body.map((r: { uuid: string }) => r.uuid)).toEqual(
      expect.arrayContaining([r1.body.uuid, r2.body.uuid]),
    );
    const hist = await c.get(`/api/v1/chats/${chat}/messages`, { token: c2.token });
    expect(hist.body.content.find((m: { uuid: string }) => m.uuid === bad)).toMatchObject({ hidden: true, text: '' });
    expect(hist.text).not.toContain('nasty');
    await watch.waitFor((e) => e.event === 'hidden' && e.data.uuid === bad);
    expectError(await c.post(`/api/v1/review/reports/${ru.body.uuid}/decision`, { action: 'HIDE' }, { token: reviewer.token }), 400, 'BadRequestError');

    // Hiding a know takes it out of the public.
    expect((await c.post(`/api/v1/review/reports/${rk.body.uuid}/decision`, { action: 'HIDE' }, { token: reviewer.token })).status).toBe(200);
    expectError(await c.get(`/api/v1/knows/${pub.uuid}`, { token: a.token }), 404, 'NotFoundError');

    // Suspending the account behind a report signs it out everywhere at once.
    const suspended = await c.post(`/api/v1/review/reports/${ru.body.uuid}/decision`, { action: 'SUSPEND' }, { token: reviewer.token });
    expect(suspended.body).toMatchObject({ status: 'SUSPENDED' });
    expectError(await c.get('/api/v1/users/me', { token: b.token }), 401, 'AuthorizationError');
    expect((await c.post(`/api/v1/review/reports/${rd.body.uuid}/decision`, { action: 'DISMISS' }, { token: reviewer.token })).body.status).toBe('DISMISSED');
    expect((await c.get('/api/v1/users/me', { token: c2.token })).status).toBe(200);
  });

  it("shows a reviewer their editions' reports only: a US chat's report is neither listed nor decidable by a DE reviewer (decision 0050)", async () => {
    const ann = await person('US');
    const ben = await person('US');
    const chat = await direct(ann, ben);
    const secret = (await send(ann, chat, 'a private US remark')).body.uuid as string;
    const report = await c.post('/api/v1/reports', { targetType: 'MESSAGE', targetUuid: secret, reason: 'HARASSMENT' }, { token: ben.token });
    expect(report.status, report.text).toBe(201);
    // A DE account reporting a US account: the report is about the US account, so US's.
    const de = await person('DE');
    const aboutUs = await c.post('/api/v1/reports', { targetType: 'USER', targetUuid: ann.uuid, reason: 'SPAM' }, { token: de.token });
    // An AT account belongs to the DE edition.
    const at = await person('AT');
    const aboutAt = await c.post('/api/v1/reports', { targetType: 'USER', targetUuid: at.uuid, reason: 'SPAM' }, { token: ann.token });

    const deReviewer = await person('DE');
    await changeRole(s.app.db, deReviewer.email, 'reviewer', ['DE'], true);
    const usReviewer = await person('DE');
    await changeRole(s.app.db, usReviewer.email, 'reviewer', ['US'], true);

    const deQueue = await c.get('/api/v1/review/reports?limit=100', { token: deReviewer.token });
    expect(deQueue.status, deQueue.text).toBe(200);
    const deIds = (deQueue.body as { uuid: string }[]).map((r) => r.uuid);
    expect(deIds).not.toContain(report.body.uuid);
    expect(deIds).not.toContain(aboutUs.body.uuid);
    expect(deIds).toContain(aboutAt.body.uuid);
    expect(JSON.stringify(deQueue.body)).not.toContain('a private US remark');
    expect((deQueue.body as { edition: string }[]).every((r) => r.edition === 'DE')).toBe(true);
    for (const status of ['HIDDEN', 'DISMISSED']) {
      const closed = await c.get(`/api/v1/review/reports?status=${status}&limit=100`, { token: deReviewer.token });
      expect((closed.body as { edition: string }[]).every((r) => r.edition === 'DE')).toBe(true);
    }
    // Deciding it: 404 as for a report that does not exist; it stays open, the message stays.
    expectError(await c.post(`/api/v1/review/reports/${report.body.uuid}/decision`, { action: 'HIDE' }, { token: deReviewer.token }), 404, 'NotFoundError');
    const history = await c.get(`/api/v1/chats/${chat}/messages`, { token: ben.token });
    expect(JSON.stringify(history.body)).toContain('a private US remark');

    const usQueue = await c.get('/api/v1/review/reports?limit=100', { token: usReviewer.token });
    const mine = (usQueue.body as { uuid: string; excerpt: string; edition: string }[]).filter((r) => [report.body.uuid, aboutUs.body.uuid].includes(r.uuid));
    expect(mine).toMatchObject([{ excerpt: 'a private US remark', edition: 'US' }, { edition: 'US' }]);
    expect((usQueue.body as { uuid: string }[]).map((r) => r.uuid)).not.toContain(aboutAt.body.uuid);
    const dismissed = await c.post(`/api/v1/review/reports/${report.body.uuid}/decision`, { action: 'DISMISS' }, { token: usReviewer.token });
    expect(dismissed.status, dismissed.text).toBe(200);
  });
});
