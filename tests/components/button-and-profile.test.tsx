import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { Avatar } from '@/components/ui/avatar';
import { ProfileMenu } from '@/components/shell/profile-menu';
import { useSessionStore } from '@/stores/session-store';
import { renderWithShell } from './render';

describe('button states', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the spinner while loading, after the 200 ms loader delay, and ignores clicks', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    const { rerender } = render(
      <Button onClick={onClick} loading delayLoader loadingLabel="Loading">
        Save
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('Save');
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button onClick={onClick}>Save</Button>);
    expect(screen.getByRole('button')).toHaveTextContent('Save');
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('disabled ignores clicks', () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} disabled>
        Go
      </Button>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('avatar shows the picture or the initial', () => {
    const { container, rerender } = render(<Avatar name="lena" />);
    expect(container.textContent).toBe('L');
    rerender(<Avatar name="Lena" src="/p.png" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/p.png');
  });
});

describe('profile dropdown', () => {
  beforeEach(() => useSessionStore.getState().clear());

  /** The menu of knower `name`, rendered in edition `locale` (English text) and opened. */
  const openMenu = async (name: string, locale: string) => {
    useSessionStore.getState().setSession({ user: { uuid: 'u1', name, knowerUuid: 'k1' } });
    await renderWithShell(<ProfileMenu />, { locale, lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: `Account menu for ${name}` }));
  };

  it('shows edit profile, payouts for knowers, and log out', async () => {
    await openMenu('Lena', 'de');
    expect(screen.getByRole('link', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payouts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My knows' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload a know' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/app/library');
  });

  it('hides payouts for learners and in countries where payouts are hidden', async () => {
    await openMenu('Ana', 'es-MX');
    expect(screen.queryByRole('link', { name: 'Payouts' })).toBeNull();
    // The library is in every edition (decision 0059), also without the §9 library menu flag.
    expect(screen.getByRole('link', { name: 'Library' })).toBeInTheDocument();
  });
});
