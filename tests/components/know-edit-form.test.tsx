// The owner's edit form: checks before sending (title, subject, cards), grades as the country
// allows, the PATCH body, server field errors that keep what was typed, and delete with
// confirmation including the "under review" refusal.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { KnowEditForm } from '@/components/knows/know-edit-form';
import { KnowDetailsForm } from '@/components/upload/know-details-form';
import type { KnowDetail, UpdateKnowBody } from '@/lib/api/know-types';
import { ApiError } from '@/lib/api/errors';
import { getSubjects, subjectSlug } from '@/lib/config/catalogue';
import { createTestQueryClient, renderWithShell } from './render';
import { lenasKnow, LENAS_KNOW } from './lenas-know';

const UUID = LENAS_KNOW;
const subject = getSubjects('DE').find((s) => s.topics.length > 0)!;

const makeKnow = (over: Partial<KnowDetail> = {}): KnowDetail => ({
  ...lenasKnow({
    title: 'Zellatmung',
    description: 'Kurz erklärt',
    subject: { id: subject.id, name: subject.name, slug: subjectSlug(subject) },
    isOwn: true,
    slug: `zellatmung-${UUID}`,
  }),
  pages: [],
  flashcards: [],
  ...over,
});

const cardKnow = () =>
  makeKnow({
    format: 'FLASHCARDS',
    isFlashcardKnow: true,
    countryCode: 'US',
    contentLanguageCode: 'en',
    subject: { id: getSubjects('US')[0]!.id, name: getSubjects('US')[0]!.name, slug: subjectSlug(getSubjects('US')[0]!) },
    gradeIds: [],
    flashcardCount: 2,
    flashcards: [
      { uuid: 'c0000000-0000-4000-8000-000000000001', front: 'ATP', back: 'Energy' },
      { uuid: 'c0000000-0000-4000-8000-000000000002', front: 'DNA', back: 'Genes' },
    ],
  });

describe('know edit form', () => {
  it('refuses an empty or too long title before sending', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithShell(<KnowEditForm know={makeKnow()} onSubmit={onSubmit} onDelete={vi.fn()} />, { locale: 'de', lang: 'de' });
    const title = screen.getByLabelText('Titel');
    fireEvent.change(title, { target: { value: '   ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' })));
    expect(screen.getByText('Gib einen Titel ein.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfe die markierten Felder.');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(title, { target: { value: 'x'.repeat(151) } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' })));
    expect(screen.getByText('Der Titel darf höchstens 150 Zeichen lang sein.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a subject where the edition has a catalogue, and resets the topic with the subject', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const topic = subject.topics[0]!;
    await renderWithShell(
      <KnowEditForm know={makeKnow({ topic: { uuid: topic.uuid, name: topic.name } })} onSubmit={onSubmit} onDelete={vi.fn()} />,
      { locale: 'de', lang: 'de' },
    );
    expect(screen.getByLabelText('Thema')).toHaveValue(topic.uuid);
    fireEvent.change(screen.getByLabelText('Fach'), { target: { value: '' } });
    expect(screen.queryByLabelText('Thema')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' })));
    expect(screen.getByText('Wähle ein Fach aus.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets German knowers pick several grades and sends the whole body', async () => {
    const onSubmit = vi.fn<(body: UpdateKnowBody) => Promise<unknown>>(async () => undefined);
    await renderWithShell(<KnowEditForm know={makeKnow()} onSubmit={onSubmit} onDelete={vi.fn()} />, { locale: 'de', lang: 'de' });
    const grades = screen.getByRole('group', { name: 'Klassenstufen' });
    fireEvent.click(within(grades).getByLabelText('Klasse 10'));
    fireEvent.change(screen.getByLabelText('Titel'), { target: { value: '  Zellatmung neu  ' } });
    fireEvent.click(screen.getByLabelText('Privat: Nur ich kann dieses Know sehen'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' })));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Zellatmung neu',
      description: 'Kurz erklärt',
      subjectId: subject.id,
      topicUuid: null,
      gradeIds: [9, 10],
      isPrivate: true,
    });
  });

  it('offers one grade where the country has no multiple grade selection', async () => {
    await renderWithShell(<KnowEditForm know={cardKnow()} onSubmit={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByLabelText('Grade').tagName).toBe('SELECT');
    expect(screen.queryByRole('group', { name: 'Grades' })).toBeNull();
  });

  it('keeps what was typed and marks the field when the server refuses it', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({ status: 400, type: 'FormValidationError', data: { fields: { title: 'bad' } } });
    });
    await renderWithShell(<KnowEditForm know={makeKnow()} onSubmit={onSubmit} onDelete={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'My new title' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Typed text' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Please check this field.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('My new title');
    expect(screen.getByLabelText('Description')).toHaveValue('Typed text');
  });

  it('keeps everything after a failed save without field errors', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({ status: null, handled: true, messageKey: 'errors:internetConnection' });
    });
    await renderWithShell(<KnowEditForm know={makeKnow()} onSubmit={onSubmit} onDelete={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Offline title' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(screen.getByRole('alert')).toHaveTextContent('(NoErrorType)');
    expect(screen.getByLabelText('Title')).toHaveValue('Offline title');
  });

  it('edits, adds and removes flashcards, and checks them', async () => {
    const onSubmit = vi.fn<(body: UpdateKnowBody) => Promise<unknown>>(async () => undefined);
    await renderWithShell(<KnowEditForm know={cardKnow()} onSubmit={onSubmit} onDelete={vi.fn()} />);
    expect(screen.getByRole('group', { name: '2 flashcards' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    const front3 = screen.getByLabelText('Question (card 3)');
    expect(front3).toHaveFocus();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(screen.getAllByText('Fill in this side of the card.')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(front3, { target: { value: 'RNA' } });
    fireEvent.change(screen.getByLabelText('Answer (card 3)'), { target: { value: 'Copies' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove card 1' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // The card the set had goes with its uuid (its progress and images stay); the new one without.
    expect(onSubmit.mock.calls[0]![0].flashcards).toEqual([
      { uuid: 'c0000000-0000-4000-8000-000000000002', front: 'DNA', back: 'Genes' },
      { front: 'RNA', back: 'Copies' },
    ]);
  });

  it("shows a card's imported images with a remove button; a removed one is left out of the images the card keeps", async () => {
    const onSubmit = vi.fn<(body: UpdateKnowBody) => Promise<unknown>>(async () => undefined);
    const know = cardKnow();
    const image = (n: number) => ({
      uuid: `d0000000-0000-4000-8000-00000000000${n}`, flashcardUuid: know.flashcards[1]!.uuid, side: 'back' as const,
      width: 40, height: 30, url: `/api/v1/flashcard-images/d0000000-0000-4000-8000-00000000000${n}`,
    });
    const queryClient = createTestQueryClient();
    // The set's image list as GET /flashcard-sets/{uuid}/images answered it (the bytes never load here).
    queryClient.setQueryData(['flashcards', 'sets', know.uuid, 'images'], [image(1), image(2)]);
    await renderWithShell(<KnowEditForm know={know} onSubmit={onSubmit} onDelete={vi.fn()} />, { queryClient });
    expect(screen.getByRole('button', { name: 'Remove picture 1 from card 2' })).toBeInTheDocument();
    // Unchanged text and no image removed: the cards are not sent at all.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('flashcards');
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 1 from card 2' }));
    expect(screen.getAllByRole('button', { name: /^Remove picture/ })).toHaveLength(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(onSubmit.mock.calls[1]![0].flashcards).toEqual([
      { uuid: know.flashcards[0]!.uuid, front: 'ATP', back: 'Energy' },
      { uuid: know.flashcards[1]!.uuid, front: 'DNA', back: 'Genes', imageUuids: [image(2).uuid] },
    ]);
  });

  it('needs at least one card, and leaves unchanged cards out of the body', async () => {
    const onSubmit = vi.fn<(body: UpdateKnowBody) => Promise<unknown>>(async () => undefined);
    await renderWithShell(<KnowEditForm know={cardKnow()} onSubmit={onSubmit} onDelete={vi.fn()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('flashcards');
    fireEvent.click(screen.getByRole('button', { name: 'Remove card 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove card 1' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(screen.getByText('Add at least one flashcard.')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('deletes only after confirming, and explains a know under review', async () => {
    const onDelete = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new ApiError({ status: 409, type: 'KnowIsUndeletableError' }))
      .mockResolvedValueOnce(undefined);
    await renderWithShell(<KnowEditForm know={makeKnow()} onSubmit={vi.fn()} onDelete={onDelete} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete know' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this know?' });
    expect(dialog).toHaveTextContent('“Zellatmung” will be deleted for good');
    expect(onDelete).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This know is being reviewed right now and cannot be deleted.');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(onDelete).toHaveBeenCalledTimes(2);
  });
});

// One form for creating and editing (issue 9 point 6): the details step and the edit page show
// the same know form (components/knows/know-form.tsx); only the folder (create) and the cards
// (edit, flashcard knows) are their own.
describe('one know form for create and edit', () => {
  const labels = () =>
    Array.from(document.querySelectorAll('fieldset label, fieldset legend'))
      .map((l) => l.textContent?.trim())
      .filter(Boolean);

  it('has the same fields in both modes, in the same order', async () => {
    const subjects = getSubjects('DE').map((s) => ({ id: s.id, name: s.name, topics: s.topics.map((t) => ({ uuid: t.uuid, name: t.name })) }));
    const values = { title: '', description: '', subjectId: '', topicUuid: '', gradeIds: [], isPrivate: false, folder: '', newFolderName: '' };
    const create = await renderWithShell(
      <KnowDetailsForm idPrefix="c" values={values} onChange={vi.fn()} errors={{}} subjects={subjects} folders={{ status: 'ready', folders: [] }} />,
      { locale: 'de', lang: 'de' },
    );
    const createLabels = labels();
    create.unmount();
    await renderWithShell(<KnowEditForm know={makeKnow({ subject: null, topic: null })} onSubmit={vi.fn()} onDelete={vi.fn()} />, { locale: 'de', lang: 'de' });
    const editLabels = labels();
    expect(createLabels).toContain('In Ordner speichern');
    expect(editLabels).not.toContain('In Ordner speichern');
    const shared = createLabels.filter((l) => l !== 'In Ordner speichern');
    expect(editLabels).toEqual(shared);
    expect(shared).toEqual(expect.arrayContaining(['Titel', 'Beschreibung', 'Fach', 'Klassenstufen', 'Privat: Nur ich kann dieses Know sehen']));
  });
});
