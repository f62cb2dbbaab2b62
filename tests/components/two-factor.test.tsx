/**
 * The code step of the sign-in and the profile's set-up (decision 0021): the step appears on a
 * Requires2FAError, is labelled and announces its errors, switches to a recovery code, sends the
 * challenge with the code, and goes back to the password on an expired challenge. The store's
 * API actions are replaced by stand-ins that answer the way lib/api's client does (ApiError).
 */
import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from '@/components/auth/sign-in-form';
import { RecoveryCodesPanel } from '@/components/profile/recovery-codes-panel';
import { TwoFactorSetup } from '@/components/profile/two-factor-setup';
import { ApiError } from '@/lib/api/errors';
import { useSessionStore } from '@/stores/session-store';
import { renderWithShell } from './render';
import { describedText } from './described-text';

const original = useSessionStore.getState();
const apiError = (status: number, type: string, data: Record<string, unknown> = {}) =>
  new ApiError({ status, type, data, handled: false, message: type });

let signInWithPassword: ReturnType<typeof vi.fn>;
let signInWithCode: ReturnType<typeof vi.fn>;

beforeEach(() => {
  useSessionStore.getState().clear();
  window.history.replaceState(null, '', '/');
  signInWithPassword = vi.fn(async () => {
    throw apiError(401, 'Requires2FAError', { challengeToken: 'challenge-1', expiresIn: 300 });
  });
  signInWithCode = vi.fn();
  useSessionStore.setState({ signInWithPassword, signInWithCode } as never);
});
afterEach(() => {
  useSessionStore.setState({ signInWithPassword: original.signInWithPassword, signInWithCode: original.signInWithCode });
});

async function reachCodeStep() {
  await renderWithShell(<SignInForm />, { locale: 'en', lang: 'en' });
  fireEvent.change(screen.getByLabelText('E-mail address or username'), { target: { value: 'lena@example.org' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return screen.findByLabelText('Code from the app');
}

describe('sign-in code step', () => {
  it('follows a right password on a 2FA account: a labelled one-time-code field with the focus', async () => {
    const code = await reachCodeStep();
    expect(signInWithPassword).toHaveBeenCalledWith('lena@example.org', 'correct horse battery');
    expect(screen.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeInTheDocument();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    // The step takes the focus in an effect after it is shown; under load the effect runs a tick later.
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('explains an empty or malformed code next to the field before asking the server', async () => {
    const code = await reachCodeStep();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(code)).toContain('Enter the code from your authenticator app.');
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(describedText(code)).toContain('The code has 6 digits.');
    expect(signInWithCode).not.toHaveBeenCalled();
  });

  it('sends the challenge with the code and announces a wrong code (Invalid2FATokenError)', async () => {
    signInWithCode.mockRejectedValueOnce(apiError(401, 'Invalid2FATokenError'));
    const code = await reachCodeStep();
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(signInWithCode).toHaveBeenCalledWith('challenge-1', '123 456');
    expect(describedText(code)).toContain('This code is wrong or was already used.');
    expect(code).toHaveFocus();
  });

  it('switches to a recovery code: another label, the full keyboard, no one-time-code autofill', async () => {
    signInWithCode.mockRejectedValueOnce(apiError(401, 'Invalid2FATokenError'));
    await reachCodeStep();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = screen.getByLabelText('Recovery code');
    expect(recovery).toHaveAttribute('inputmode', 'text');
    expect(recovery).toHaveAttribute('autocomplete', 'off');
    expect(recovery).toHaveFocus();
    fireEvent.change(recovery, { target: { value: 'abcd-efgh-jkmn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(describedText(recovery)).toContain('This recovery code is wrong or was already used.'));
    expect(signInWithCode).toHaveBeenCalledWith('challenge-1', 'abcd-efgh-jkmn');
    fireEvent.click(screen.getByRole('button', { name: 'Use the code from the app instead' }));
    expect(screen.getByLabelText('Code from the app')).toHaveValue('');
  });

  it('announces the wait when the code limit is used up', async () => {
    signInWithCode.mockRejectedValueOnce(apiError(429, 'TooManyLoginAttemptsError', { retryAfter: 360 }));
    const code = await reachCodeStep();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Too many wrong codes\. .* paused until/);
  });

  it('goes back to the password step when the challenge has expired', async () => {
    signInWithCode.mockRejectedValueOnce(apiError(401, 'InvalidCredentialsError'));
    const code = await reachCodeStep();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your sign-in took too long. Enter your password again.');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('E-mail address or username')).toHaveValue('lena@example.org');
  });

  it('is translated (German)', async () => {
    await renderWithShell(<SignInForm />, { locale: 'de', lang: 'de' });
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse oder Benutzername'), { target: { value: 'lena' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByLabelText('Code aus der App')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stattdessen einen Wiederherstellungscode verwenden' })).toBeInTheDocument();
  });
});

describe('profile set-up', () => {
  it('shows the key as text and a QR code, and refuses a malformed first code without a request', async () => {
    const onEnabled = vi.fn();
    await renderWithShell(
      <TwoFactorSetup
        userUuid="00000000-0000-4000-8000-000000000001"
        enrolment={{ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Knowly:lena?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Knowly' }}
        onEnabled={onEnabled}
        onCancel={() => undefined}
      />,
      { locale: 'en', lang: 'en' },
    );
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const qr = screen.getByRole('img', { name: 'QR code for your authenticator app' });
    // The encoder loads on demand (a dynamic import): slow on a busy machine.
    await waitFor(() => expect(qr.querySelector('svg')).not.toBeNull(), { timeout: 10_000 });
    const code = screen.getByLabelText('Code from the app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    fireEvent.change(code, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(describedText(code)).toContain('Enter the 6-digit code from your authenticator app.');
    expect(onEnabled).not.toHaveBeenCalled();
  });

  it('lists the recovery codes and copies them with the account named', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const codes = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jk${String.fromCharCode(97 + i)}${i + 2}`);
    const onDone = vi.fn();
    await renderWithShell(<RecoveryCodesPanel codes={codes} account="lena@example.org" onDone={onDone} />, { locale: 'en', lang: 'en' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(codes);
    expect(screen.getByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy codes' })));
    expect(writeText).toHaveBeenCalledTimes(1);
    const copied = writeText.mock.calls[0]![0] as string;
    for (const c of codes) expect(copied).toContain(c);
    expect(copied).toContain('lena@example.org');
    expect(screen.getByRole('status')).toHaveTextContent('The codes are copied.');
    fireEvent.click(screen.getByRole('button', { name: "I've saved my codes" }));
    expect(onDone).toHaveBeenCalled();
  });
});
