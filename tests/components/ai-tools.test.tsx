// The AI tools' views (issue 12): the public tool pages lead visitors to sign-in with a redirect
// back and signed-in users straight into the tool, in the edition's localised slugs; generated
// text is shown as text; a used-up allowance shows when the minutes come back and the Pro offer
// only where the edition has the Plus plan.
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AllowancePanel } from '@/components/ai/allowance-panel';
import { ChatThread } from '@/components/ai/chat-thread';
import type { ShownMessage } from '@/components/ai/use-chat-stream';
import { ToolPageView } from '@/components/university/tool-page-view';
import type { AiAllowance } from '@/lib/api/ai';
import { useSessionStore } from '@/stores/session-store';
import { renderWithShell } from './render';

afterEach(() => act(() => useSessionStore.setState({ token: null })));

const allowance: AiAllowance = {
  monthlyMinutes: 30, usedMinutes: 30, remainingMinutes: 0, resetsOn: '2026-12-01', premiumStatus: 'NONE',
  costs: { summary: 2, mockExam: 3, chatMessage: 1, flashcards: 2 },
};

describe('university tool pages', () => {
  it('send visitors to sign-in with the tool as the redirect, in the edition slugs', async () => {
    await renderWithShell(<ToolPageView toolKey="aiSummary" />, { locale: 'de', lang: 'de', asPath: '/uni/ki-zusammenfassung' });
    expect(screen.getByRole('heading', { level: 1, name: 'Die ganze Vorlesung auf einer Seite' })).toBeInTheDocument();
    const ctas = screen.getAllByRole('link', { name: 'Anmelden und KI-Zusammenfassung ausprobieren' });
    expect(ctas.length).toBeGreaterThan(0);
    expect(ctas[0]).toHaveAttribute('href', `/auth/anmelden?redirect=${encodeURIComponent('/app/ki-zusammenfassung')}`);
    expect(screen.getByRole('link', { name: 'Mehr über Probeklausur' })).toHaveAttribute('href', '/uni/probeklausur');
  });

  it('send signed-in users straight into the tool', async () => {
    act(() => useSessionStore.setState({ token: { accessToken: 'a', refreshToken: 'r' } }));
    await renderWithShell(<ToolPageView toolKey="mockExam" />, { locale: 'fr', lang: 'fr', asPath: '/universite/examen-blanc' });
    expect(screen.getAllByRole('link', { name: 'Ouvrir Examen blanc' })[0]).toHaveAttribute('href', '/app/ai-mock-exam');
  });
});

describe('assistant answers', () => {
  it('render generated text and quotes as text, never as HTML, with the engine and the fallback note', async () => {
    const hostile = '<img src=x onerror="alert(1)"><b>bold</b>';
    const messages: ShownMessage[] = [
      { uuid: 'q', role: 'user', text: 'What is <script>?', citations: [], engine: null, note: null, complete: true, createdOn: '' },
      {
        uuid: 'a', role: 'assistant', text: hostile, engine: 'embedded', note: 'The language model did not answer.', complete: true, createdOn: '',
        citations: [{ knowUuid: '10000000-0000-4000-8000-000000000001', uploadUuid: null, title: 'Cells <i>', page: 3, quote: hostile, href: '/knows/cells-10000000-0000-4000-8000-000000000001/view?page=3' }],
      },
    ];
    const { container } = await renderWithShell(<ChatThread messages={messages} sessionUuid="s" />);
    expect(container.querySelector('img, b, i, script')).toBeNull();
    const answer = screen.getByTestId('chat-answer');
    expect(within(answer).getAllByText(hostile)).toHaveLength(2);
    expect(within(answer).getByText('Answered by the built-in engine')).toBeInTheDocument();
    expect(within(answer).getByText('The language model did not answer.')).toBeInTheDocument();
    expect(within(answer).getByRole('link', { name: 'Cells <i>, page 3' })).toHaveAttribute('href', '/knows/cells-10000000-0000-4000-8000-000000000001/view?page=3');
  });
});

describe('an answer without sources', () => {
  it('links to the search for the question (the material does not cover it)', async () => {
    const messages: ShownMessage[] = [
      { uuid: 'q', role: 'user', text: 'How do I bake\nsourdough bread?', citations: [], engine: null, note: null, complete: true, createdOn: '' },
      { uuid: 'a', role: 'assistant', text: 'Your study material does not cover this question.', citations: [], engine: 'embedded', note: null, complete: true, createdOn: '' },
      { uuid: 'q2', role: 'user', text: 'Still typing', citations: [], engine: null, note: null, complete: true, createdOn: '' },
      { uuid: 'a2', role: 'assistant', text: '', citations: [], engine: null, note: null, complete: false, createdOn: '', streaming: true },
    ];
    await renderWithShell(<ChatThread messages={messages} sessionUuid="s" />);
    const [answer, streaming] = screen.getAllByTestId('chat-answer');
    const link = within(answer!).getByRole('link', { name: 'Search Knowly for “How do I bake sourdough bread?”' });
    expect(link).toHaveAttribute('href', '/app/search?query=How+do+I+bake+sourdough+bread%3F');
    expect(within(streaming!).queryByRole('link')).toBeNull();
  });
});

describe('allowance', () => {
  it('used up: says when the minutes come back, with the Pro offer where the edition has the Plus plan', async () => {
    await renderWithShell(<AllowancePanel allowance={allowance} exhausted />, { locale: 'de', lang: 'de' });
    const panel = screen.getByRole('alert');
    expect(within(panel).getByText('Deine KI-Minuten für diesen Monat sind aufgebraucht')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Noch 0 von 30 KI-Minuten in diesem Monat.');
    expect(panel).toHaveTextContent('1. Dezember 2026');
    expect(within(panel).getByRole('link', { name: 'Knowly Pro holen' })).toBeInTheDocument();
  });

  it('has no Pro offer where there is no Plus plan, nor for Pro members', async () => {
    const first = await renderWithShell(<AllowancePanel allowance={allowance} exhausted />, { locale: 'en', lang: 'en' });
    expect(screen.queryByRole('link', { name: /Pro/ })).toBeNull();
    first.unmount();
    await renderWithShell(<AllowancePanel allowance={{ ...allowance, premiumStatus: 'PRO' }} />, { locale: 'de', lang: 'de' });
    expect(screen.queryByRole('link', { name: /Pro/ })).toBeNull();
  });
});
