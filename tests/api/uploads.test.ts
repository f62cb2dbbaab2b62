/** Profile pictures: multipart, magic-byte type checks, size limit (issue 3 §5). */
import { beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, DEVICE_ID, expectError } from './support/client';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([40, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);

describe.each(BACKENDS)('profile pictures on %s', (backend) => {
  let user: { uuid: string };
  let token: string;
  const s = blockServer(backend, { MAX_UPLOAD_BYTES: '4096', SEED_DEMO_DATA: 'false' });
  const c = client(s);
  beforeAll(async () => {
    const signed = await c.signUp();
    user = signed.user;
    token = (await c.signIn(signed.input.email, signed.input.password)).accessToken;
  });

  async function upload(data: Buffer, type: string, filename = 'me.png', as = token, id = user.uuid) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
    const res = await fetch(`${s.url}/api/v1/users/${id}/profilepicture`, {
      method: 'POST',
      headers: { 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID, Authorization: `Bearer ${as}` },
      body: form,
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : null };
  }

  it('stores a PNG and serves it back with its type', async () => {
    const r = await upload(PNG, 'image/png');
    expect(r.status, r.text).toBe(200);
    expect(r.body.profilePictureUrl).toMatch(new RegExp(`^/api/v1/users/${user.uuid}/profilepicture`));
    const img = await fetch(`${s.url}${r.body.profilePictureUrl}`, { headers: { 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID } });
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('accepts JPEG and WebP by their magic bytes, whatever the declared type', async () => {
    const jpeg = await upload(JPEG, 'application/octet-stream', 'photo.bin');
    expect(jpeg.status, jpeg.text).toBe(200);
    const webp = await upload(WEBP, 'image/webp', 'x.webp');
    expect(webp.status, webp.text).toBe(200);
    const img = await fetch(`${s.url}/api/v1/users/${user.uuid}/profilepicture`, { headers: { 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID } });
    expect(img.headers.get('content-type')).toBe('image/webp');
  });

  it('rejects forged types with 415 InvalidMIMETypeError', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await upload(html, 'image/png', 'evil.png')).body.error.type).toBe('InvalidMIMETypeError');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const r = await upload(svg, 'image/svg+xml', 'x.svg');
    expect(r.status).toBe(415);
    const gif = Buffer.from('GIF89a' + 'x'.repeat(20));
    expect((await upload(gif, 'image/gif', 'x.gif')).status).toBe(415);
    // The previous picture is still there.
    const img = await fetch(`${s.url}/api/v1/users/${user.uuid}/profilepicture`, { headers: { 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID } });
    expect(img.headers.get('content-type')).toBe('image/webp');
  });

  it('rejects a non-multipart body with 415 and an oversized file with 413', async () => {
    const json = await c.post(`/api/v1/users/${user.uuid}/profilepicture`, { file: 'x' }, { token });
    expectError(json, 415, 'InvalidMIMETypeError');
    const big = Buffer.concat([PNG, Buffer.alloc(5000)]);
    const r = await upload(big, 'image/png');
    expect(r.status).toBe(413);
    expect(r.body.error.type).toBe('BadRequestError');
    const huge = await upload(Buffer.concat([PNG, Buffer.alloc(200_000)]), 'image/png');
    expect(huge.status).toBe(413);
  });

  it("forbids uploading to someone else's profile and needs a token", async () => {
    const other = await c.signUp();
    expect((await upload(PNG, 'image/png', 'a.png', token, other.user.uuid)).status).toBe(403);
    expect((await upload(PNG, 'image/png', 'a.png', 'bad-token')).status).toBe(401);
    expectError(await c.get(`/api/v1/users/${other.user.uuid}/profilepicture`), 404, 'NotFoundError');
  });
});
