// Details step (issue 5 §3): the checks before publishing, the request body, the server's field
// errors next to their fields with nothing typed lost, a new folder created once, the query's
// defaults (makeKnowPrivate, saveToFolderUuid), and grades per edition. The API calls are
// stand-ins for lib/api (the e2e test publishes through the real API).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DetailsStep } from '@/components/upload/details-view';
import type { CatalogueSubject } from '@/components/upload/details-values';
import type { PublishApi } from '@/components/upload/use-publish';
import { ApiError } from '@/lib/api/errors';
import type { CreateKnowBody, Folder, KnowDetail, KnowDocument } from '@/lib/api/know-types';
import { useUploadDraftStore } from '@/stores/upload-draft-store';
import { renderWithShell } from './render';

const doc = (uuid: string, filename: string): KnowDocument => ({
  uuid,
  contentType: 'application/pdf',
  filename,
  sizeBytes: 1000,
  pageCount: 2,
  url: `/api/v1/uploads/${uuid}`,
  thumbnailUrl: `/api/v1/uploads/${uuid}/thumbnail`,
});
const DOCS = [doc('10000000-0000-4000-8000-000000000001', 'Zellatmung_final.pdf'), doc('10000000-0000-4000-8000-000000000002', 'Anhang.pdf')];
const SUBJECTS: CatalogueSubject[] = [
  { id: 101, name: 'Biologie', topics: [{ uuid: '20000000-0000-4000-8000-000000000001', name: 'Zellbiologie' }] },
  { id: 102, name: 'Chemie', topics: [] },
];
const FOLDER: Folder = { uuid: '30000000-0000-4000-8000-000000000001', name: 'Bio', knowsCount: 0, createdOn: '', updatedOn: '' };

function api(overrides: Partial<PublishApi> = {}) {
  const create = vi.fn(async (body: CreateKnowBody) => ({ uuid: 'k1', title: body.title }) as unknown as KnowDetail);
  const makeFolder = vi.fn(async (name: string) => ({ ...FOLDER, uuid: '30000000-0000-4000-8000-000000000009', name }));
  const folders = vi.fn(async () => [FOLDER]);
  return { create, makeFolder, folders, ...overrides };
}

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/knows/create/details');
  useUploadDraftStore.setState({ ownerUuid: 'user-1', documents: DOCS, flashcards: null, details: null, lastPublished: null });
});
afterEach(() => window.history.replaceState(null, '', '/'));

async function renderDetails(calls: ReturnType<typeof api>, onPublished = vi.fn(), { locale = 'de', lang = 'de' } = {}) {
  await renderWithShell(<DetailsStep variant="web" subjects={SUBJECTS} api={calls} onPublished={onPublished} />, { locale, lang });
  await waitFor(() => expect(calls.folders).toHaveBeenCalled());
  return onPublished;
}

// The first render loads the page's modules: generous on a busy machine.
describe('details step', { timeout: 20_000 }, () => {
  it('lists the uploaded documents with a file icon until thumbnails load, and prefills the title', async () => {
    await renderDetails(api());
    expect(screen.getByRole('heading', { name: 'Deine Dateien (2)' })).toBeInTheDocument();
    expect(screen.getByText('Zellatmung_final.pdf')).toBeInTheDocument();
    expect(screen.getAllByText('2 Seiten')).toHaveLength(2);
    const img = document.querySelector('img')!;
    fireEvent.error(img);
    expect(document.querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByLabelText('Titel')).toHaveValue('Zellatmung final');
  });

  it('checks the form before sending and moves the focus to the first problem', async () => {
    const calls = api();
    await renderDetails(calls);
    fireEvent.change(screen.getByLabelText('Titel'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    expect(await screen.findByText('Gib einen Titel ein.')).toBeInTheDocument();
    expect(screen.getByText('Wähle ein Fach.')).toBeInTheDocument();
    expect(screen.getByLabelText('Titel')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Fach')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Titel')).toHaveFocus());
    fireEvent.change(screen.getByLabelText('Titel'), { target: { value: 'x'.repeat(151) } });
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    expect(await screen.findByText('Der Titel darf höchstens 150 Zeichen lang sein.')).toBeInTheDocument();
    expect(calls.create).not.toHaveBeenCalled();
  });

  it('publishes the documents in order with subject, topic, several grades (Germany) and privacy', async () => {
    const calls = api();
    const onPublished = await renderDetails(calls);
    fireEvent.change(screen.getByLabelText('Titel'), { target: { value: '  Zellatmung kompakt ' } });
    fireEvent.change(screen.getByLabelText('Beschreibung'), { target: { value: 'Glykolyse bis Atmungskette' } });
    fireEvent.change(screen.getByLabelText('Fach'), { target: { value: '101' } });
    fireEvent.change(screen.getByLabelText(/^Thema/), { target: { value: SUBJECTS[0]!.topics[0]!.uuid } });
    fireEvent.click(screen.getByLabelText('Klasse 10'));
    fireEvent.click(screen.getByLabelText('Klasse 9'));
    fireEvent.click(screen.getByLabelText('Privat: Nur ich kann dieses Know sehen'));
    fireEvent.change(screen.getByLabelText('In Ordner speichern'), { target: { value: FOLDER.uuid } });
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(onPublished).toHaveBeenCalledWith({ uuid: 'k1', title: 'Zellatmung kompakt' }));
    expect(calls.create).toHaveBeenCalledWith({
      title: 'Zellatmung kompakt',
      description: 'Glykolyse bis Atmungskette',
      subjectId: 101,
      topicUuid: SUBJECTS[0]!.topics[0]!.uuid,
      gradeIds: [9, 10],
      contentLanguageCode: 'de',
      isPrivate: true,
      folderUuid: FOLDER.uuid,
      uploadIds: DOCS.map((d) => d.uuid),
    });
    expect(calls.makeFolder).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors next to their fields and keeps everything typed', async () => {
    const calls = api({
      create: vi.fn(async () => {
        throw new ApiError({ status: 400, type: 'FormValidationError', data: { fields: { topicUuid: 'This topic does not belong to the subject.', uploadIds: 'An upload is unknown.' } } });
      }),
    });
    await renderDetails(calls);
    fireEvent.change(screen.getByLabelText('Fach'), { target: { value: '101' } });
    fireEvent.change(screen.getByLabelText(/^Thema/), { target: { value: SUBJECTS[0]!.topics[0]!.uuid } });
    fireEvent.change(screen.getByLabelText('Beschreibung'), { target: { value: 'Mein Text' } });
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    expect(await screen.findByText('Wähle ein Thema des gewählten Fachs.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Thema/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Eine deiner Dateien kann nicht mehr verwendet werden. Bitte lade sie erneut hoch.');
    expect(screen.getByLabelText('Beschreibung')).toHaveValue('Mein Text');
    expect(screen.getByLabelText('Titel')).toHaveValue('Zellatmung final');
    // The draft store has it too: a reload would not lose it.
    expect(useUploadDraftStore.getState().details).toMatchObject({ description: 'Mein Text', subjectId: '101' });
    expect(useUploadDraftStore.getState().documents).toEqual(DOCS);
  });

  it('creates a new folder once, even when publishing has to be tried again', async () => {
    let fail = true;
    const create = vi.fn(async (body: CreateKnowBody) => {
      if (fail) throw new ApiError({ status: 500, handled: true, messageKey: 'errors:serverError' });
      return { uuid: 'k2', title: body.title } as unknown as KnowDetail;
    });
    const calls = api({ create });
    const onPublished = await renderDetails(calls);
    fireEvent.change(screen.getByLabelText('Fach'), { target: { value: '102' } });
    fireEvent.change(screen.getByLabelText('In Ordner speichern'), { target: { value: '__new__' } });
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    expect(await screen.findByText('Gib einen Namen für den neuen Ordner ein.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Name des neuen Ordners'), { target: { value: 'Abi 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bei uns ist etwas schiefgelaufen.');
    expect(calls.makeFolder).toHaveBeenCalledWith('Abi 2026');
    // The new folder is now chosen in the list.
    expect(screen.getByLabelText('In Ordner speichern')).toHaveValue('30000000-0000-4000-8000-000000000009');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(onPublished).toHaveBeenCalled());
    expect(calls.makeFolder).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[1]![0]).toMatchObject({ folderUuid: '30000000-0000-4000-8000-000000000009', subjectId: 102, topicUuid: null });
  });

  it('takes makeKnowPrivate and saveToFolderUuid from the address, dropping a folder that is not the learner’s', async () => {
    window.history.replaceState(null, '', `/knows/create/details?makeKnowPrivate=true&saveToFolderUuid=${FOLDER.uuid}&title=Mitose`);
    await renderDetails(api());
    expect(screen.getByLabelText('Privat: Nur ich kann dieses Know sehen')).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('In Ordner speichern')).toHaveValue(FOLDER.uuid));
    expect(screen.getByLabelText('Titel')).toHaveValue('Mitose');
  });

  it('drops an unknown saveToFolderUuid', async () => {
    window.history.replaceState(null, '', '/knows/create/details?saveToFolderUuid=30000000-0000-4000-8000-00000000dead');
    const calls = api();
    await renderDetails(calls);
    await act(async () => undefined);
    expect(screen.getByLabelText('In Ordner speichern')).toHaveValue('');
  });

  it('asks for one grade where the edition has no multiple selection (US)', async () => {
    await renderDetails(api(), vi.fn(), { locale: 'en', lang: 'en' });
    const grade = screen.getByLabelText('Grade');
    expect(grade.tagName).toBe('SELECT');
    expect(screen.queryByRole('checkbox', { name: 'Grade 9' })).toBeNull();
  });

  it('sends back to the upload step when nothing was uploaded', async () => {
    useUploadDraftStore.setState({ documents: [] });
    await renderWithShell(<DetailsStep variant="app" subjects={SUBJECTS} api={api()} />, { locale: 'de', lang: 'de' });
    expect(screen.getByText('Es sind noch keine Dateien hochgeladen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dateien hochladen' })).toHaveAttribute('href', '/app/knows/create?tab=upload');
  });
});

// Spec §2.1: /knows/create/details with filename/title/url and the detail anchor.
describe('details step from a link with url and #detail', { timeout: 20_000 }, () => {
  const UPLOAD = '10000000-0000-4000-8000-00000000000a';

  it('takes the upload the url names as the document, prefills the title, and focuses the form', async () => {
    useUploadDraftStore.setState({ documents: [] });
    window.history.replaceState(null, '', `/knows/create/details?filename=Zellatmung.pdf&title=Meine%20Zellatmung&url=%2Fapi%2Fv1%2Fuploads%2F${UPLOAD}#detail`);
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const calls = api();
    const onPublished = await renderDetails(calls);
    expect(screen.getByRole('heading', { name: 'Deine Dateien (1)' })).toBeInTheDocument();
    expect(screen.getByText('Zellatmung.pdf')).toBeInTheDocument();
    const title = screen.getByLabelText('Titel');
    expect(title).toHaveValue('Meine Zellatmung');
    expect(title).toHaveFocus();
    expect(scrolled).toHaveBeenCalled();
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById('detail'));

    fireEvent.change(screen.getByLabelText('Fach'), { target: { value: '102' } });
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(onPublished).toHaveBeenCalled());
    expect(calls.create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Meine Zellatmung', uploadIds: [UPLOAD] }));
  });

  it('ignores a url that is not an own upload on this site', async () => {
    useUploadDraftStore.setState({ documents: [] });
    window.history.replaceState(null, '', `/knows/create/details?filename=x.pdf&url=${encodeURIComponent(`https://evil.example/api/v1/uploads/${UPLOAD}`)}`);
    await renderWithShell(<DetailsStep variant="web" subjects={SUBJECTS} api={api()} />, { locale: 'de', lang: 'de' });
    expect(screen.queryByText('x.pdf')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Veröffentlichen' })).toBeNull();
  });
});
