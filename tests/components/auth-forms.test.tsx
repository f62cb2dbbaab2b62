import '@testing-library/jest-dom/vitest';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SignInForm } from '@/components/auth/sign-in-form';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { afterSignInHref, safeRedirect } from '@/components/shared/redirect';
import { useSessionStore } from '@/stores/session-store';
import { renderWithShell } from './render';
import { describedText } from './described-text';

beforeEach(() => {
  useSessionStore.getState().clear();
  window.history.replaceState(null, '', '/');
});

describe('redirect after sign-in', () => {
  it('follows same-site relative paths only', () => {
    expect(safeRedirect('/knows/123?x=1#top')).toBe('/knows/123?x=1#top');
    expect(safeRedirect('/app/profil')).toBe('/app/profil');
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', 'app/feeds', '', ' //evil.example', '/\tx', null, 42]) {
      expect(safeRedirect(bad), String(bad)).toBeNull();
    }
    expect(afterSignInHref('de', '//evil.example')).toBe('/app/feeds');
    expect(afterSignInHref('de', '/subjects')).toBe('/subjects');
  });
});

describe('sign-in form', () => {
  it('explains empty fields next to them, marks them invalid and focuses the first', async () => {
    await renderWithShell(<SignInForm />, { locale: 'en', lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const username = screen.getByLabelText('E-mail address or username');
    const password = screen.getByLabelText('Password');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(username)).toContain('Enter your e-mail address or username.');
    expect(describedText(password)).toContain('Enter your password.');
    expect(username).toHaveFocus();
  });

  it('links to sign-up (keeping a safe redirect) and to forgot password, with the edition slugs', async () => {
    window.history.replaceState(null, '', '/auth/anmelden?redirect=%2Fsubjects&utm_content=hero');
    await renderWithShell(<SignInForm />, { locale: 'de', lang: 'de' });
    expect(screen.getByRole('link', { name: 'Kostenloses Konto erstellen' })).toHaveAttribute(
      'href',
      '/auth/registrieren?redirect=%2Fsubjects&utm_content=hero',
    );
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/auth/passwort-vergessen');
  });

  it('drops an off-site redirect from the sign-up link', async () => {
    window.history.replaceState(null, '', '/auth/signin?redirect=https%3A%2F%2Fevil.example');
    await renderWithShell(<SignInForm />, { locale: 'en', lang: 'en' });
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/auth/signup');
  });

  it('toggles the password visibility with a button', async () => {
    await renderWithShell(<SignInForm />, { locale: 'en', lang: 'en' });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('sign-up form', () => {
  it('asks for the date of birth where a minimum age applies (US) and subscribes by default there', async () => {
    await renderWithShell(<SignUpForm />, { locale: 'en', lang: 'en' });
    const birthDate = screen.getByLabelText('Date of birth');
    expect(birthDate).toHaveAttribute('type', 'date');
    expect(describedText(birthDate)).toContain('at least 13 years old');
    expect(screen.getByRole('checkbox', { name: /study tips/ })).toBeChecked();
    expect(describedText(screen.getByLabelText('Password'))).toContain('Use 8 to 128 characters.');
  });

  it('has no date of birth and no newsletter by default in Germany', async () => {
    await renderWithShell(<SignUpForm />, { locale: 'de', lang: 'de' });
    expect(screen.queryByLabelText('Geburtsdatum')).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Lerntipps/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute('href', '/legal/tos');
  });

  it('checks the fields before sending anything', async () => {
    await renderWithShell(<SignUpForm />, { locale: 'en', lang: 'en' });
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Lena' } });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'lena@' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText('E-mail address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(describedText(email)).toContain('Enter a valid e-mail address');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(screen.getByLabelText('Date of birth'))).toContain('Enter your date of birth.');
    expect(screen.getByLabelText('Your name')).not.toHaveAttribute('aria-invalid');
  });

  it('uses the title from the query as heading', async () => {
    window.history.replaceState(null, '', '/auth/signup?title=Sign%20up%20to%20save%20this%20know');
    await renderWithShell(<SignUpForm />, { locale: 'en', lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up to save this know' })).toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it('asks for a valid address', async () => {
    await renderWithShell(<ForgotPasswordForm />, { locale: 'fr', lang: 'fr' });
    const email = screen.getByLabelText('Adresse e-mail');
    fireEvent.change(email, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/auth/connexion');
  });
});
