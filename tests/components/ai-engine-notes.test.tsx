// Which engine wrote which part (decision 0064): a summary or exam the model wrote says so and
// marks each sentence or question as the model's (checked) or the material's own; one the
// embedded engine made alone carries no per-item marks. In the interface language.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MockExamForm } from '@/components/ai/mock-exam-form';
import { SummaryResult } from '@/components/ai/summary-result';
import type { AiMockExam, AiSummary } from '@/lib/api/ai';
import { renderWithShell } from './render';

const citation = { knowUuid: null, uploadUuid: '10000000-0000-4000-8000-000000000001', title: 'Zelle', page: 1, quote: 'Q', href: null };
const summary = (engine: AiSummary['engine'], engines: AiSummary['engine'][]): AiSummary => ({
  uuid: '20000000-0000-4000-8000-000000000001', title: 'Zusammenfassung: Zelle', length: 'short', contentLanguage: 'de',
  sentences: engines.map((e, i) => ({ text: `Satz ${i + 1}.`, citation, engine: e })), text: '', createdOn: '2026-11-28T00:00:00.000Z',
  savedKnowUuid: null, engine, note: engine === 'embedded' ? null : 'Einige Sätze wurden ersetzt.',
});

describe('engine notes', () => {
  it('a model-written summary: the badge and a note on every sentence', async () => {
    await renderWithShell(<SummaryResult summary={summary('openai-compatible', ['openai-compatible', 'embedded'])} subjects={[]} onNew={() => {}} headingRef={null} />, { locale: 'de', lang: 'de' });
    expect(screen.getByText('Vom Sprachmodell geschrieben, an deinen Unterlagen geprüft')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Einige Sätze wurden ersetzt.');
    const items = within(screen.getByTestId('summary-sentences')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('vom Modell geschrieben, geprüft');
    expect(items[1]).toHaveTextContent('aus deinen Unterlagen');
  });

  it('an embedded summary: the built-in badge, no per-sentence notes', async () => {
    await renderWithShell(<SummaryResult summary={summary('embedded', ['embedded', 'embedded'])} subjects={[]} onNew={() => {}} headingRef={null} />);
    expect(screen.getByText('Answered by the built-in engine')).toBeInTheDocument();
    expect(screen.queryByText('from your material')).toBeNull();
  });

  it('a model-written exam marks each question, outside its legend', async () => {
    const exam: AiMockExam = {
      uuid: '30000000-0000-4000-8000-000000000001', title: 'Mock exam: Cells', userInput: '', contentLanguage: 'en', attempts: [],
      createdOn: '2026-11-28T00:00:00.000Z', engine: 'openai-compatible', note: null,
      questions: [
        { index: 0, kind: 'GAP', prompt: 'The cycle runs in the _____.', options: [], engine: 'openai-compatible' },
        { index: 1, kind: 'TRUE_FALSE', prompt: 'Cells divide.', options: ['true', 'false'], engine: 'embedded' },
      ],
    };
    await renderWithShell(<MockExamForm exam={exam} submitting={false} onSubmit={() => {}} headingRef={null} />);
    expect(screen.getByText('Written by the language model, checked against your material')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('group');
    expect(first).toHaveTextContent('written by the model, checked');
    expect(second).toHaveTextContent('from your material');
    expect(first!.querySelector('legend')).not.toHaveTextContent('written by the model');
  });
});
