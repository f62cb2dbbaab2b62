// The blurred preview (decision 0008 "Blur"): who gets it, and the call to action that brings a
// visitor back to the know after signing up or in.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlurCallToAction, BlurredPage, isBlurredForViewer, knowViewerOf, LockedArea } from '@/components/knows/know-blur';
import { renderWithShell } from './render';

describe('who sees the blurred preview', () => {
  it('visitors of knows from editions that are not unblurred', () => {
    for (const code of ['DE', 'AT', 'CH', 'FR', 'PL', 'IT', 'GB', 'US', 'ES']) expect(isBlurredForViewer({ countryCode: code }, null), code).toBe(true);
    for (const code of ['CO', 'TR', 'MX', 'CL', 'AR', 'PE', 'GR', 'RO', 'BR', 'CZ', 'PT']) expect(isBlurredForViewer({ countryCode: code }, null), code).toBe(false);
  });

  it('signed-in learners without Pro only where Pro is sold; never Pro members or the owner (decision 0032)', () => {
    const free = { premiumStatus: 'NONE', isOwner: false, isReviewer: false };
    for (const code of ['DE', 'AT', 'CH', 'FR', 'PL', 'IT']) expect(isBlurredForViewer({ countryCode: code }, free), code).toBe(true);
    for (const code of ['GB', 'US', 'ES', 'TR']) expect(isBlurredForViewer({ countryCode: code }, free), code).toBe(false);
    expect(isBlurredForViewer({ countryCode: 'DE' }, { ...free, premiumStatus: 'PRO' })).toBe(false);
    expect(isBlurredForViewer({ countryCode: 'DE' }, { ...free, isOwner: true })).toBe(false);
    expect(isBlurredForViewer({ countryCode: 'DE' }, { ...free, isReviewer: true })).toBe(false);
  });

  it('reads the viewer from the stored session', () => {
    const know = { knower: { uuid: 'k1', user: { name: 'Kim' } }, countryCode: 'AT' } as Parameters<typeof knowViewerOf>[0];
    const token = { accessToken: 'a', refreshToken: 'r' } as never;
    expect(knowViewerOf(know, { token: null, user: null, knower: null })).toBeNull();
    expect(knowViewerOf(know, { token, user: { uuid: 'u', name: 'U', knowerUuid: null, premiumStatus: 'PRO' }, knower: null }))
      .toEqual({ premiumStatus: 'PRO', isOwner: false, isReviewer: false });
    // A reviewer of the know's edition (an AT know is DE's), not a reviewer of another one.
    expect(knowViewerOf(know, { token, user: { uuid: 'u', name: 'U', knowerUuid: null, roles: ['reviewer'], reviewerEditions: ['DE'] }, knower: null })?.isReviewer).toBe(true);
    expect(knowViewerOf(know, { token, user: { uuid: 'u', name: 'U', knowerUuid: null, roles: ['reviewer'], reviewerEditions: ['PT'] }, knower: null })?.isReviewer).toBe(false);
    expect(knowViewerOf(know, { token, user: { uuid: 'u', name: 'U', knowerUuid: 'k1' }, knower: { uuid: 'k1', user: { name: 'U' } } })?.isOwner).toBe(true);
  });
});

describe('blur call to action', () => {
  it('offers sign-up and sign-in with the way back and utm_content=know_blur', async () => {
    await renderWithShell(<BlurCallToAction lockedPages={4} redirect="/knows/zelle-abc?query=zelle" signedIn={false} />);
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
    await renderWithShell(<BlurCallToAction lockedPages={1} redirect="/knows/x" signedIn={false} />, { locale: 'de', lang: 'de' });
    expect(screen.getByText('Registriere dich oder melde dich an, um die andere Seite dieses Knows zu sehen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kostenlos registrieren' }).getAttribute('href')).toMatch(/^\/auth\/registrieren\?/);
  });

  it('hides the blurred pages from assistive technology and keeps the call to action over them', async () => {
    await renderWithShell(
      <LockedArea callToAction={<BlurCallToAction lockedPages={2} redirect="/knows/x" signedIn={false} />}>
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

  it('offers a signed-in learner the plan page instead, with utm_content=know_blur', async () => {
    await renderWithShell(<BlurCallToAction lockedPages={3} redirect="/knows/x" signedIn />, { locale: 'de', lang: 'de' });
    const link = screen.getByRole('link', { name: 'Knowly Pro holen' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/pro-abo');
    expect(href.searchParams.get('utm_content')).toBe('know_blur');
    expect(screen.queryByRole('link', { name: 'Kostenlos registrieren' })).toBeNull();
  });
});
