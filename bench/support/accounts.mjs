/**
 * A benchmark's users, made through the real routes: sign-up (POST /api/v1/users) and a password
 * grant for a bearer token.
 */

/** The headers every benchmark request carries (a web client on one device). */
export const CLIENT_HEADERS = { 'x-platform': 'web', 'x-device-id': 'bench-device-0001' };
const JSON_HEADERS = { ...CLIENT_HEADERS, 'content-type': 'application/json' };
const PASSWORD = 'bench password 2026';

/** A new account on the server at `url`: { userId, token }; throws on any other answer. */
export async function signUp(url, { email, name = 'Bench' }) {
  const created = await fetch(`${url}/api/v1/users`, {
    method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ email, name, password: PASSWORD, country: 'DE' }),
  });
  if (created.status !== 201) throw new Error(`sign-up failed: ${created.status} ${await created.text()}`);
  const token = await fetch(`${url}/api/auth/oauth/token`, {
    method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ grantType: 'password', username: email, password: PASSWORD }),
  });
  if (token.status !== 200) throw new Error(`sign-in failed: ${token.status} ${await token.text()}`);
  return { userId: (await created.json()).uuid, token: (await token.json()).accessToken };
}
