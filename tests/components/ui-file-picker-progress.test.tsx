// The FilePicker and ProgressBar primitives (components/ui): the picker is a native file input
// reachable with the keyboard and named by its visible button, files come in by choosing or by
// dropping, and the progress bar tells assistive technology its value.
import userEvent from '@testing-library/user-event';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker } from '@/components/ui/file-picker';
import { ProgressBar } from '@/components/ui/progress-bar';
import { renderWithShell } from './render';

const pdf = () => new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' });

describe('FilePicker', () => {
  it('is reached with Tab, named by its button, and hands over the chosen files', async () => {
    const onFiles = vi.fn();
    await renderWithShell(
      <>
        <button type="button">Before</button>
        <FilePicker id="f" accept="application/pdf" label="Choose files" multiple onFiles={onFiles} describedBy="f-hint" footer={<p id="f-hint">PDF, up to 20 MB</p>} />
      </>,
    );
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    const input = screen.getByLabelText('Choose files');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('PDF, up to 20 MB');
    await user.upload(input, [pdf(), pdf()]);
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(onFiles.mock.calls[0]![0]).toHaveLength(2);
    // Reset after each choice: the same file again is a new choice.
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('is skipped by Tab and ignores drops while disabled', async () => {
    const onFiles = vi.fn();
    await renderWithShell(
      <>
        <button type="button">Before</button>
        <FilePicker dropZone disabled id="f" accept="application/pdf" label="Choose files" onFiles={onFiles} />
        <button type="button">After</button>
      </>,
    );
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [pdf()], types: ['Files'] } });
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('takes dropped files on the zone (one unless multiple)', async () => {
    const onFiles = vi.fn();
    await renderWithShell(<FilePicker dropZone id="f" accept="application/pdf" label="Choose a file" onFiles={onFiles} />);
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [pdf(), pdf()], types: ['Files'] } });
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(onFiles.mock.calls[0]![0]).toHaveLength(1);
  });
});

describe('ProgressBar', () => {
  it('is a progressbar with its name, bounds, rounded value and value text', async () => {
    const { rerender } = await renderWithShell(<ProgressBar label="Uploading notes.pdf" value={41.6} valueText="42 %" />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading notes.pdf' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42 %');
    rerender(<ProgressBar label="Uploading notes.pdf" value={140} valueText="Checking…" busy />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Checking…');
  });
});
