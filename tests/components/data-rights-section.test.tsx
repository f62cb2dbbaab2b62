// The profile's data-rights sections: "Download my data" asks for a link and starts the
// download on the API's origin, a 429 tells when to try again; "Delete my account" needs the
// password in a dialog, shows a wrong one on the field and changes nothing, and on success ends
// the local session and leaves for the home page; with two-step verification on it asks for a
// code as well, and shows a wrong or missing one on the code field. The API itself is covered by
// tests/api/data-rights.test.ts and e2e/data-rights.spec.ts.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountDeletionSection } from '@/components/profile/account-deletion-section';
import { DataExportSection } from '@/components/profile/data-export-section';
import { ApiError } from '@/lib/api/errors';
import { useSessionStore, type SessionUser } from '@/stores/session-store';
import { renderWithShell } from './render';

const user: SessionUser = { uuid: '3f0c7a52-1b1e-4c57-9a0e-000000000001', name: 'Lena', knowerUuid: null, username: 'lena', email: 'lena@example.org' };

afterEach(() => useSessionStore.getState().clear());

describe('download my data', () => {
  it('asks for a link and downloads it from the API origin', async () => {
    const request = vi.fn(async () => ({ url: '/api/v1/data-exports/abc.def', expiresAt: '2030-01-01T00:00:00.000Z' }));
    const start = vi.fn();
    await renderWithShell(<DataExportSection request={request} start={start} />);
    expect(screen.getByRole('heading', { name: 'Download your data' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(start).toHaveBeenCalledWith(`${window.location.origin}/api/v1/data-exports/abc.def`));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('says when to try again after too many downloads, and downloads nothing', async () => {
    const request = vi.fn(async () => {
      throw new ApiError({ type: 'TooManyRequestsError', status: 429, data: { retryAfter: 3600 } });
    });
    const start = vi.fn();
    await renderWithShell(<DataExportSection request={request} start={start} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(/You have already downloaded your data several times today\. Try again after/)).toBeInTheDocument();
    expect(start).not.toHaveBeenCalled();
  });
});

describe('delete my account', () => {
  async function openDialog(remove: (id: string, password: string, code?: string) => Promise<void>, leave = vi.fn(async () => undefined), twoFactorOn = false) {
    await renderWithShell(<AccountDeletionSection user={user} remove={remove} leave={leave} twoFactorOn={twoFactorOn} />, { locale: 'de', lang: 'de' });
    fireEvent.click(screen.getByRole('button', { name: 'Mein Konto löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dein Konto endgültig löschen?' });
    return { dialog, leave, password: within(dialog).getByLabelText('Dein Passwort') };
  }

  it('needs the password: an empty or wrong one stays on the field and nothing is deleted', async () => {
    const remove = vi.fn(async () => {
      throw new ApiError({ type: 'InvalidCredentialsError', status: 401 });
    });
    const { dialog, leave, password } = await openDialog(remove);
    expect(password).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mein Konto endgültig löschen' }));
    expect(await within(dialog).findByText('Gib dein Passwort zur Bestätigung ein.')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();

    useSessionStore.getState().setSession({ token: { accessToken: 'a', refreshToken: 'r' }, user, knower: null });
    fireEvent.change(password, { target: { value: 'not it' } });
    fireEvent.submit(password.closest('form')!);
    expect(await within(dialog).findByText('Das Passwort ist falsch.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(remove).toHaveBeenCalledWith(user.uuid, 'not it', undefined);
    // Two-step verification is off: no code is asked for.
    expect(within(dialog).queryByLabelText('Code aus deiner Authenticator-App')).toBeNull();
    expect(leave).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).not.toBeNull();
  });

  it('deletes with the right password, ends the local session and leaves for the home page', async () => {
    useSessionStore.getState().setSession({ token: { accessToken: 'a', refreshToken: 'r' }, user, knower: null });
    const remove = vi.fn(async () => undefined);
    // The session is still there when the page is left: ended first, the page's sign-in guard
    // raced the way home with a way to the sign-in page.
    let signedInWhenLeaving: boolean | undefined;
    const leaving = vi.fn(async () => {
      signedInWhenLeaving = useSessionStore.getState().token !== null;
      return undefined;
    });
    const { dialog, leave, password } = await openDialog(remove, leaving);
    fireEvent.change(password, { target: { value: 'correct horse battery' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mein Konto endgültig löschen' }));
    // The German edition's home page (its own host: no locale prefix).
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    expect(remove).toHaveBeenCalledWith(user.uuid, 'correct horse battery', undefined);
    expect(signedInWhenLeaving).toBe(true);
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
  });

  it('closes with Cancel and keeps nothing typed', async () => {
    const remove = vi.fn(async () => undefined);
    const { dialog, password } = await openDialog(remove);
    fireEvent.change(password, { target: { value: 'half typed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Mein Konto löschen' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText('Dein Passwort')).toHaveValue('');
    expect(remove).not.toHaveBeenCalled();
  });

  it('with two-step verification on, asks for a code too and shows a missing or wrong one on its field', async () => {
    useSessionStore.getState().setSession({ token: { accessToken: 'a', refreshToken: 'r' }, user, knower: null });
    const remove = vi.fn(async (_id: string, _password: string, code?: string) => {
      if (code !== '123456') throw new ApiError({ type: 'Invalid2FATokenError', status: 401 });
    });
    const { dialog, leave, password } = await openDialog(remove, undefined, true);
    const code = within(dialog).getByLabelText('Code aus deiner Authenticator-App');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    fireEvent.change(password, { target: { value: 'correct horse battery' } });
    fireEvent.submit(password.closest('form')!);
    expect(await within(dialog).findByText('Gib einen Code aus deiner Authenticator-App oder einen Wiederherstellungscode ein.')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    await waitFor(() => expect(code).toHaveFocus());

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.submit(password.closest('form')!);
    expect(await within(dialog).findByText('Der Code ist falsch oder wurde schon verwendet.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(leave).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).not.toBeNull();

    fireEvent.change(code, { target: { value: ' 123456 ' } });
    fireEvent.submit(password.closest('form')!);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    expect(remove).toHaveBeenLastCalledWith(user.uuid, 'correct horse battery', '123456');
  });

  it('shows the code field when the server asks for a code the page did not know about', async () => {
    const remove = vi.fn(async () => {
      throw new ApiError({ type: 'FormValidationError', status: 400, data: { fields: { code: 'Enter the code from your authenticator app.' } } });
    });
    const { dialog, password } = await openDialog(remove);
    fireEvent.change(password, { target: { value: 'correct horse battery' } });
    fireEvent.submit(password.closest('form')!);
    const code = await within(dialog).findByLabelText('Code aus deiner Authenticator-App');
    expect(within(dialog).getByText('Gib einen Code aus deiner Authenticator-App oder einen Wiederherstellungscode ein.')).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());
  });
});
