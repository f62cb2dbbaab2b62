// Spec rules of the shell that must fire (issue 9 §9): header hiding past 700 px of the landing's
// snap-scroll container (§2.4, §9) and the web-app variants of the profile dropdown's links (§2.4).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import LandingPage from '@/pages/index';
import { ProfileMenu, profileMenuRoutes } from '@/components/shell/profile-menu';
import { buildShellData } from '@/lib/pages/shell-data';
import { SNAP_SCROLL_ATTRIBUTE, useHeaderHidden } from '@/lib/hooks/use-header-hidden';
import { useSessionStore } from '@/stores/session-store';
import { renderWithShell } from './render';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

function HiddenProbe() {
  return <p data-testid="probe">{useHeaderHidden() ? 'hidden' : 'shown'}</p>;
}

describe('header hiding (§2.4, §9)', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
    scrollWindowTo(0);
  });

  it('the landing page carries the snap-scroll marker', async () => {
    const know = {
      uuid: '0b6c3f4e-7d1a-4c2b-9e8f-1a2b3c4d5e6f', title: 'Cell biology summary', format: 'PDF' as const, thumbnailUrl: null,
      subjectName: 'Biology', knowerName: 'Ana', likesCount: 3, pageCount: 4, flashcardCount: 0,
    };
    const subjects = [{ id: 1, name: 'Math', slug: 'math', icon: 'math', color: 'blue' as const, knowCount: 12 }];
    await renderWithShell(<LandingPage shell={buildShellData('US')} downloadQr={null} popularKnows={[know]} subjects={subjects} />, { locale: 'en' });
    // The sections below the hero arrive as their own chunk (decision 0042): the page shows with them.
    await screen.findByRole('heading', { name: 'Browse by subject' }, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'Cell biology summary' })).toHaveAttribute('href', `/knows/cell-biology-summary-${know.uuid}`);
    expect(screen.getByRole('link', { name: /Math\s*12 knows/ })).toHaveAttribute('href', '/subjects/math');
    const marked = document.querySelectorAll(`[${SNAP_SCROLL_ATTRIBUTE}]`);
    expect(marked).toHaveLength(1);
    expect(marked[0]!.querySelector('section')).not.toBeNull();
  }, 20_000);

  it('hides the header once the snap-scroll container is scrolled past 700 px (desktop)', () => {
    render(
      <>
        <div {...{ [SNAP_SCROLL_ATTRIBUTE]: '' }}>
          <section>content</section>
        </div>
        <HiddenProbe />
      </>,
    );
    act(() => scrollWindowTo(650));
    expect(screen.getByTestId('probe')).toHaveTextContent('shown');
    act(() => scrollWindowTo(701));
    expect(screen.getByTestId('probe')).toHaveTextContent('hidden');
    act(() => scrollWindowTo(300));
    expect(screen.getByTestId('probe')).toHaveTextContent('shown');
  });

  it('never hides on desktop without a snap-scroll container', () => {
    render(<HiddenProbe />);
    act(() => scrollWindowTo(2000));
    expect(screen.getByTestId('probe')).toHaveTextContent('shown');
  });
});

describe('profile dropdown web-app variants (§2.4)', () => {
  beforeEach(() => useSessionStore.getState().setSession({ user: { uuid: 'u1', name: 'Lena', knowerUuid: 'k1' } }));
  afterEach(() => useSessionStore.getState().clear());

  it('links edit profile to /app/profile inside the web app and to /profile elsewhere', async () => {
    const inApp = await renderWithShell(<ProfileMenu />, { locale: 'en', asPath: '/app/feeds' });
    fireEvent.click(screen.getByRole('button', { name: 'Account menu for Lena' }));
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/app/profile');
    inApp.unmount();

    await renderWithShell(<ProfileMenu />, { locale: 'en', asPath: '/subjects' });
    fireEvent.click(screen.getByRole('button', { name: 'Account menu for Lena' }));
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile');
  });

  it('has the web-app payouts route inside the web app', () => {
    expect(profileMenuRoutes('/app/library')).toEqual({ profile: '/app/profile', payouts: '/app/payouts' });
    expect(profileMenuRoutes('/app')).toEqual({ profile: '/app/profile', payouts: '/app/payouts' });
    expect(profileMenuRoutes('/knows/[slug]')).toEqual({ profile: '/profile', payouts: '/profile/payouts' });
    expect(profileMenuRoutes('/apple')).toEqual({ profile: '/profile', payouts: '/profile/payouts' });
  });
});
