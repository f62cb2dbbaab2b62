// The Dialog primitive (components/ui/dialog.tsx): labelled by its title, modal, the focus kept
// inside (Tab and Shift+Tab wrap), Escape closes, and on closing the focus goes back to the
// element that opened it (or to a fallback when nothing had the focus).
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/ui/dialog';
import { renderWithShell } from './render';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        title="Move to folder"
        closeLabel="Close"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <button type="button">First</button>
        <button type="button">Last</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog labelled by its title, with the focus on its first control', async () => {
    await renderWithShell(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to folder' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    await renderWithShell(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the opener', async () => {
    const onClose = vi.fn();
    await renderWithShell(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('gives the focus to the fallback when nothing had it before opening', async () => {
    function Opened() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <h1 tabIndex={-1}>Your knows</h1>
          <Dialog open={open} title="Online" onClose={() => setOpen(false)} returnFocus={() => screen.getByRole('heading', { name: 'Your knows' })}>
            <button type="button">OK</button>
          </Dialog>
        </>
      );
    }
    await renderWithShell(<Opened />);
    const dialog = await screen.findByRole('dialog', { name: 'Online' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your knows' })).toHaveFocus());
  });
});
