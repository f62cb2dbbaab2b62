// The chat composer (issue 21 §1): a text the server refused (busy under load, offline) is never
// lost unseen. It stays in the box, marked "not sent" for assistive technology too, until it is
// sent or edited; a sent text empties the box.
import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from '@/components/chat/composer';
import { renderWithShell } from './render';

const noop = async () => undefined;

// Typing with user-event takes seconds on a loaded machine.
describe('Composer', { timeout: 20_000 }, () => {
  it('keeps a refused text and says it was not sent; a later send clears both', async () => {
    const answers = [false, true];
    const onText = vi.fn(async () => answers.shift()!);
    await renderWithShell(<Composer chatUuid="00000000-0000-4000-8000-000000000001" disabled={false} onText={onText} onImage={noop} onKnow={noop} />);
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'See you at six');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(onText).toHaveBeenCalledWith('See you at six');
    expect(box).toHaveValue('See you at six');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent. Your message is still here: send it again.');
    expect(box).toHaveAccessibleDescription('Not sent. Your message is still here: send it again.');

    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(box).toHaveValue(''));
    expect(onText).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('drops the "not sent" note once the text is edited', async () => {
    await renderWithShell(<Composer chatUuid="00000000-0000-4000-8000-000000000001" disabled={false} onText={async () => false} onImage={noop} onKnow={noop} />);
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Hello{Enter}');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.type(box, '!');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box).toHaveValue('Hello!');
  });
});
