/**
 * Issue 9 edition rules through the real API: e-mails in the user's interface language with
 * links on the origin of the user's edition (EDITION_DOMAINS or its default), AT/CH without a
 * subject catalogue (§3), and the unsubscribe link's emailType and emailUuid (§7).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { analyticsEvents, users } from '@/server/db/schema';
import { BACKENDS, readOutbox, startServer, type TestServer } from './support/server';
import { client, expectError } from './support/client';

type Client = ReturnType<typeof client>;

async function mailsTo(s: TestServer, email: string) {
  return (await readOutbox(s.db.dataDir)).filter((m) => m.to.includes(email));
}

describe.each(BACKENDS)('editions on %s', (backend) => {
  let s: TestServer;
  let c: Client;
  beforeAll(async () => {
    s = await startServer(backend, { SEED_DEMO_DATA: 'false', PORT: '3456' });
    c = client(s.url);
  });
  afterAll(async () => s?.close());

  it("sends a German user's confirmation mail in German, linking to the German edition", async () => {
    const { input } = await c.signUp({ country: 'DE' });
    const [mail] = await mailsTo(s, input.email);
    expect(mail!.subject).toBe('Bestätige deine E-Mail-Adresse');
    expect(mail!.text).toContain(`Hallo ${input.name},`);
    expect(mail!.text).toContain('bitte bestätige deine E-Mail-Adresse für Knowly:');
    expect(mail!.text).toMatch(/^http:\/\/de\.localhost:3456\/auth\/bestaetigen\?confirmationToken=[\w-]+$/m);
    expect(mail!.text).not.toMatch(/confirm your/i);
  });

  it('uses the stored interface language, not the country, and the locale path of the country', async () => {
    const { input } = await c.signUp({ country: 'DE', interfaceLanguage: 'fr' });
    const [fr] = await mailsTo(s, input.email);
    expect(fr!.subject).toBe('Confirme ton adresse e-mail');
    expect(fr!.text).toMatch(/^http:\/\/de\.localhost:3456\/auth\/bestaetigen\?confirmationToken=/m);
    // Chile has no edition: es-CL lives under /es-CL on the default (US) edition.
    const cl = await c.signUp({ country: 'CL' });
    const [clMail] = await mailsTo(s, cl.input.email);
    expect(clMail!.subject).toBe('Confirma tu dirección de correo electrónico');
    expect(clMail!.text).toMatch(/^http:\/\/us\.localhost:3456\/es-CL\/auth\/confirmar\?confirmationToken=/m);
  });

  it('sends reset, e-mail-changed and password-changed mails in the interface language too', async () => {
    const { input, tokens: t } = await c.signedInUser({ country: 'IT' });
    expect((await c.post('/api/auth/accounts/forgot-password', { email: input.email })).status).toBeLessThan(300);
    const me = (await c.get('/api/v1/users/me', { token: t.accessToken })).body as { uuid: string };
    const pw = await c.patch(`/api/auth/accounts/${me.uuid}/password`, { oldPassword: input.password, newPassword: 'brand new secret' }, { token: t.accessToken });
    expect(pw.status, pw.text).toBeLessThan(300);
    const subjects = (await mailsTo(s, input.email)).map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Conferma il tuo indirizzo e-mail', 'Reimposta la tua password', 'La tua password è stata cambiata']));
    const reset = (await mailsTo(s, input.email)).find((m) => m.subject === 'Reimposta la tua password')!;
    expect(reset.text).toMatch(/^http:\/\/it\.localhost:3456\/auth\/reimposta-password\?token=/m);
  });

  it('answers no subjects for Austria and Switzerland (§3: only DE FR PL IT GB ES US have them)', async () => {
    for (const code of ['AT', 'CH', '2']) {
      const r = await c.get(`/api/v1/countries/${code}/subjects`);
      expect(r.status, r.text).toBe(200);
      expect(r.body.subjects, code).toBeNull();
    }
    expect((await c.get('/api/v1/countries/DE/subjects')).body.subjects.length).toBeGreaterThan(0);
  });

  it('honours emailType and records the emailUuid of the unsubscribe link (§7)', async () => {
    const { user } = await c.signUp({ country: 'BR', newsletter: true });
    const [row] = await s.app.db.select().from(users).where(eq(users.id, user.uuid));
    const emailUuid = '7b0f3a52-2d61-4f0e-9a0c-5d7e1f2a3b4c';
    const r = await c.post('/api/v1/users/newsletter/unsubscribe/v2', { emailType: 'ALL', emailPreferencesToken: row!.emailPreferencesToken, emailUuid });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ unsubscribed: true, emailType: 'ALL' });
    const [after] = await s.app.db.select().from(users).where(eq(users.id, user.uuid));
    expect(after!.newsletter).toBe(false);
    const events = await s.app.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.name, 'email_unsubscribed'), eq(analyticsEvents.userId, user.uuid)));
    expect(events.map((e) => e.payload)).toEqual([{ emailType: 'ALL', emailUuid }]);
    // An unknown e-mail type is refused and changes nothing.
    expectError(
      await c.post('/api/v1/users/newsletter/unsubscribe/v2', { emailType: 'EVERYTHING', emailPreferencesToken: row!.emailPreferencesToken, emailUuid }),
      400,
      'FormValidationError',
    );
  });
});

describe.each(BACKENDS)('mail links with EDITION_DOMAINS on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(backend, { SEED_DEMO_DATA: 'false', EDITION_DOMAINS: 'de=lernen.example:8443,*=https://{code}.copy.example' });
  });
  afterAll(async () => s?.close());

  it('links to the configured origin of the edition', async () => {
    const c = client(s.url);
    const de = await c.signUp({ country: 'AT' });
    expect((await mailsTo(s, de.input.email))[0]!.text).toMatch(/^https:\/\/lernen\.example:8443\/auth\/bestaetigen\?confirmationToken=/m);
    const gb = await c.signUp({ country: 'GB' });
    expect((await mailsTo(s, gb.input.email))[0]!.text).toMatch(/^https:\/\/gb\.copy\.example\/auth\/confirm\?confirmationToken=/m);
  });
});
