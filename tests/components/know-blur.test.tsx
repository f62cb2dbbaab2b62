// The blurred preview (decision 0008 "Blur"): who gets it, and the call to action that brings a
// visitor back to the know after signing up or in.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlurCallToAction, BlurredPage, isBlurredForVisitor, LockedArea } from '@/components/knows/know-blur';
import { renderWithShell } from './render';

describe('who sees the blurred preview', () => {
  it('visitors of knows from editions that are not unblurred', () => {
    for (const code of ['DE', 'AT', 'CH', 'FR', 'PL', 'IT', 'GB', 'US', 'ES']) expect(isBlurredForVisitor({ countryCode: code }, false), code).toBe(true);
    for (const code of ['CO', 'TR', 'MX', 'CL', 'AR', 'PE', 'GR', 'RO', 'BR', 'CZ', 'PT']) expect(isBlurredForVisitor({ countryCode: code }, false), code).toBe(false);
  });

  it('never signed-in readers', () => {
    expect(isBlurredForVisitor({ countryCode: 'DE' }, true)).toBe(false);
  });
});

describe('blur call to action', () => {
  it('offers sign-up and sign-in with the way back and utm_content=know_blur', async () => {
    await renderWithShell(<BlurCallToAction lockedPages={4} redirect="/knows/zelle-abc?query=zelle" />);
    const region = screen.getByRole('region', { name: 'Keep reading for free' });
    expect(within(region).getByText('Sign up or sign in to see 4 more pages of this know.')).toBeInTheDocument();
    const signUp = new URL(within(region).getByRole('link', { name: 'Sign up for free' }).getAttribute('href')!, 'http://localhost');
    expect(signUp.pathname).toBe('/auth/signup');
    expect(signUp.searchParams.get('redirect')).toBe('/knows/zelle-abc?query=zelle');
    expect(signUp.searchParams.get('utm_content')).toBe('know_blur');
    const signIn = new URL(within(region).getByRole('link', { name: 'Sign in' }).getAttribute('href')!, 'http://localhost');
    expect(signIn.pathname).toBe('/auth/signin');
    expect(signIn.searchParams.get('utm_content')).toBe('know_blur');
  });

  it('speaks the edition’s language and uses its localised sign-up address', async () => {
    await renderWithShell(<BlurCallToAction lockedPages={1} redirect="/knows/x" />, { locale: 'de', lang: 'de' });
    expect(screen.getByText('Registriere dich oder melde dich an, um die andere Seite dieses Knows zu sehen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kostenlos registrieren' }).getAttribute('href')).toMatch(/^\/auth\/registrieren\?/);
  });

  it('hides the blurred pages from assistive technology and keeps the call to action over them', async () => {
    await renderWithShell(
      <LockedArea callToAction={<BlurCallToAction lockedPages={2} redirect="/knows/x" />}>
        <BlurredPage thumbnailUrl="/api/v1/knows/x/thumbnail" />
        <BlurredPage thumbnailUrl={null} />
      </LockedArea>,
    );
    const pages = screen.getAllByTestId('blurred-page');
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page).toHaveAttribute('aria-hidden', 'true');
    expect(pages[0]!.querySelector('img')).toHaveAttribute('src', '/api/v1/knows/x/thumbnail');
    expect(pages[1]!.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toBeVisible();
  });
});
