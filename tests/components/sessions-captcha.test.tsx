// The session list of the profile and the sign-in captcha (decision 0022) in the browser. The
// session API comes in as functions; the sign-in form talks to an emulated transport (an axios
// adapter answering like the auth server). The widget itself runs in Chromium (e2e); here an
// <altcha-widget> element stands in and fires the widget's events.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionsSection } from '@/components/profile/sessions-section';
import { CAPTCHA_CHALLENGE_URL, SignInCaptcha } from '@/components/auth/sign-in-captcha';
import { SignInForm } from '@/components/auth/sign-in-form';
import { authClient } from '@/lib/api/client';
import type { Session } from '@/lib/api/sessions';
import { useSessionStore } from '@/stores/session-store';
import { renderWithShell } from './render';

// jsdom is no secure context and has no workers: the real widget module cannot solve here (it
// does in e2e/sessions-captcha.spec.ts). Its element alone stands in and fires the events.
vi.mock('@/components/auth/altcha-widget', () => ({ setWidgetStrings: () => undefined }));

const session = (over: Partial<Session>): Session => ({
  id: '5d2f6a1e-0000-4000-8000-000000000001',
  browser: 'Firefox',
  os: 'Windows',
  country: 'DE',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt: '2026-11-24T07:30:00.000Z',
  current: false,
  ...over,
});

const here = session({ id: '5d2f6a1e-0000-4000-8000-00000000000a', browser: 'Chrome', os: 'macOS', current: true });
const phone = session({ id: '5d2f6a1e-0000-4000-8000-00000000000b', browser: 'Safari', os: 'iOS', country: 'AT' });
const unknown = session({ id: '5d2f6a1e-0000-4000-8000-00000000000c', browser: null, os: null, country: null });

describe('sessions section', () => {
  it('lists the sessions with device, place, times and this device', async () => {
    await renderWithShell(<SessionsSection api={{ list: async () => [here, phone, unknown] }} />);
    const section = await screen.findByRole('region', { name: "Where you're signed in" });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Chrome on macOS');
    expect(items[0]).toHaveTextContent('This device');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Safari on iOS');
    expect(items[1]).toHaveTextContent('Around Austria');
    expect(items[1]).toHaveTextContent(/Signed in .*2026/);
    expect(items[1]).toHaveTextContent(/Last active .*2026/);
    expect(items[2]).toHaveTextContent('Unknown device');
    expect(screen.getByRole('button', { name: 'Sign out of all other devices' })).toHaveAccessibleDescription(
      'Every other device has to sign in again. This device stays signed in.',
    );
  });

  it('signs one session out and removes it from the list', async () => {
    const revoke = vi.fn(async () => undefined);
    await renderWithShell(<SessionsSection api={{ list: async () => [here, phone], revoke }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(revoke).toHaveBeenCalledWith(phone.id);
    expect(screen.getByText("You're signed in on this device only.")).toBeInTheDocument();
  });

  it('signs out of all other devices and keeps this one', async () => {
    const signOutOthers = vi.fn(async () => 2);
    await renderWithShell(<SessionsSection api={{ list: async () => [here, phone, unknown], signOutOthers }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(signOutOthers).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('listitem')).toHaveTextContent('This device');
  });

  it('says so when the list cannot be loaded, and loads it again', async () => {
    let fail = true;
    const list = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return [here];
    });
    await renderWithShell(<SessionsSection api={{ list }} />);
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent("Your sessions couldn't be loaded.");
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This device')).toBeInTheDocument();
  });

  it('speaks the interface language', async () => {
    await renderWithShell(<SessionsSection api={{ list: async () => [here, phone] }} />, { locale: 'de', lang: 'de' });
    expect(await screen.findByText('Safari unter iOS')).toBeInTheDocument();
    expect(screen.getByText('Dieses Gerät')).toBeInTheDocument();
    expect(screen.getByText('Ungefähr in: Österreich')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Auf allen anderen Geräten abmelden' })).toBeInTheDocument();
  });
});

/** A stand-in module: registers the texts it is given. */
function fakeWidgetModule() {
  const strings: Record<string, Record<string, string>> = {};
  return { strings, load: async () => ({ setWidgetStrings: (language: string, s: Record<string, string>) => void (strings[language] = s) }) };
}

const widget = () => document.querySelector('altcha-widget') as HTMLElement | null;
const fire = (el: HTMLElement, type: string, detail: unknown) => act(() => void el.dispatchEvent(new CustomEvent(type, { detail })));

describe('sign-in captcha', () => {
  it('shows the widget with our challenge URL and texts, and reports its payload', async () => {
    const mod = fakeWidgetModule();
    const onPayload = vi.fn();
    await renderWithShell(<SignInCaptcha round={0} language="pt-BR" onPayload={onPayload} load={mod.load} />, { locale: 'pt-BR', lang: 'pt-BR' });
    const group = screen.getByRole('group', { name: 'Verificação de segurança' });
    expect(group).toHaveAccessibleDescription(/não é um robô/);
    await waitFor(() => expect(widget()).not.toBeNull());
    expect(widget()).toHaveAttribute('challenge', CAPTCHA_CHALLENGE_URL);
    expect(widget()).toHaveAttribute('auto', 'onload');
    expect(widget()).toHaveAttribute('language', 'pt-br');
    expect(mod.strings['pt-BR']).toMatchObject({ label: 'Não sou um robô', verifying: 'Verificando…' });
    fire(widget()!, 'verified', { payload: 'solved-payload' });
    expect(onPayload).toHaveBeenLastCalledWith('solved-payload');
    fire(widget()!, 'statechange', { state: 'expired' });
    expect(onPayload).toHaveBeenLastCalledWith(null);
  });

  it('says when the widget cannot be loaded', async () => {
    await renderWithShell(<SignInCaptcha round={0} language="en" onPayload={() => undefined} load={() => Promise.reject(new Error('offline'))} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("The security check couldn't be loaded.");
  });
});

type Reply = { status: number; body?: unknown };

function transport(bodies: unknown[], answer: () => Reply): AxiosAdapter {
  return async (config) => {
    bodies.push(typeof config.data === 'string' ? JSON.parse(config.data) : config.data);
    const reply = answer();
    const response: AxiosResponse = {
      status: reply.status,
      statusText: '',
      data: JSON.stringify(reply.body ?? ''),
      headers: new AxiosHeaders({ 'content-type': 'application/json' }),
      config,
      request: {},
    };
    if (reply.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_REQUEST', config, {}, response);
  };
}

describe('sign-in form with the captcha', () => {
  const original = authClient.defaults.adapter;
  beforeEach(() => useSessionStore.getState().clear());
  afterEach(() => {
    authClient.defaults.adapter = original;
  });

  it('shows the captcha on RequiresCaptchaError, sends its solution once, and waits for a new one', async () => {
    const bodies: Record<string, unknown>[] = [];
    const replies: Reply[] = [
      { status: 401, body: { error: { type: 'RequiresCaptchaError', message: 'Solve the captcha.', data: { challengeUrl: '/api/auth/captcha/challenge' } } } },
      { status: 401, body: { error: { type: 'InvalidCredentialsError', message: 'Wrong.', data: {} } } },
    ];
    authClient.defaults.adapter = transport(bodies, () => replies.shift()!);
    await renderWithShell(<SignInForm />);
    fireEvent.change(screen.getByLabelText('E-mail address or username'), { target: { value: 'lena' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There were several failed sign-ins.');
    expect(bodies[0]).not.toHaveProperty('captcha');
    expect(screen.getByRole('group', { name: 'Security check' })).toBeInTheDocument();

    // Not solved yet: nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wait for the security check below to finish, then sign in.')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);

    // The widget element appears once its module has loaded; it fires "verified".
    const first = await waitFor(() => {
      const el = widget();
      expect(el).not.toBeNull();
      return el!;
    });
    fire(first, 'verified', { payload: 'payload-1' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ grantType: 'password', username: 'lena', password: 'secret-password', captcha: 'payload-1' });
    expect(await screen.findByText(/The e-mail address, username or password is wrong/)).toBeInTheDocument();
    // The used solution is gone: a new widget solves a new challenge.
    await waitFor(() => expect(widget()).not.toBe(first));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wait for the security check below to finish, then sign in.')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
  });
});
