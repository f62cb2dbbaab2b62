// Toasts on a fresh page (spec §9): the ones a previous page handed over (assignAfterToasts →
// sessionStorage) and the page's own first toast. Both are raised before react-toastify's
// container has mounted; the app runs in React strict mode in development (next.config
// reactStrictMode), where effects mount, unmount and mount again — so ToastHost is rendered in
// <StrictMode> here, like on the dev server, where these toasts used to vanish.
import { StrictMode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from './render';

const CARRIED_TOASTS_KEY = 'knowly.carriedToasts';

/** A new page: fresh module state (no host requested, nothing queued), like a full page load. */
async function loadPage() {
  vi.resetModules();
  const toasts = await import('@/lib/notifications/toast');
  const { ToastHost } = await import('@/components/session/toast-host');
  return { ...toasts, ToastHost };
}

/** The page's ToastHost rendered as on the dev server: in <StrictMode>. */
function renderHost(page: Awaited<ReturnType<typeof loadPage>>) {
  return renderWithShell(
    <StrictMode>
      <page.ToastHost />
    </StrictMode>,
  );
}

async function toastTexts() {
  return [...document.querySelectorAll('.Toastify__toast')].map((el) => el.textContent);
}

describe('toasts raised before the container mounted', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the toasts the previous page handed over, once, and forgets them', async () => {
    const page = await loadPage();
    expect(page.CARRIED_TOASTS_KEY).toBe(CARRIED_TOASTS_KEY);
    sessionStorage.setItem(
      CARRIED_TOASTS_KEY,
      JSON.stringify([
        { kind: 'success', text: 'Hello' },
        { kind: 'error', text: 'Unknown error (NoErrorType)' },
      ]),
    );
    await renderHost(page);
    await waitFor(() => expect(screen.getByText('Hello')).toBeVisible());
    await waitFor(() => expect(screen.getByText('Unknown error (NoErrorType)')).toBeVisible());
    expect(document.querySelector('.Toastify__toast--success')).toHaveTextContent('Hello');
    expect(document.querySelector('.Toastify__toast--error')).toHaveTextContent('Unknown error (NoErrorType)');
    // strict mode runs the effect twice: still one toast each
    expect(await toastTexts()).toHaveLength(2);
    expect(sessionStorage.getItem(CARRIED_TOASTS_KEY)).toBeNull();
  });

  it("shows the page's own first toast", async () => {
    const page = await loadPage();
    await renderHost(page);
    expect(document.querySelector('.Toastify')).toBeNull(); // loaded on the first toast only
    page.notifySuccess('Saved.');
    await waitFor(() => expect(screen.getByText('Saved.')).toBeVisible());
    page.notifyInfo('Removed.');
    await waitFor(() => expect(screen.getByText('Removed.')).toBeVisible());
    expect(await toastTexts()).toEqual(['Saved.', 'Removed.']);
  });

  it('hands the toasts still on screen to the next page', async () => {
    const page = await loadPage();
    await renderHost(page);
    // jsdom carries out only fragment navigations: the page is already at the target's path, so
    // assign() visibly lands on the fragment (the real address bar, no stand-in for location).
    const before = window.location.href;
    window.history.replaceState(null, '', '/de/app/library');
    try {
      page.notifySuccess('Folder deleted.');
      await page.assignAfterToasts('/de/app/library#carried');
      expect(window.location.pathname + window.location.hash).toBe('/de/app/library#carried');
    } finally {
      window.history.replaceState(null, '', before);
    }
    expect(JSON.parse(sessionStorage.getItem(CARRIED_TOASTS_KEY) ?? 'null')).toEqual([{ kind: 'success', text: 'Folder deleted.' }]);
  });
});
