// Upload step (issue 5 §3): pre-checks, a real progress bar per file, cancel, server errors as
// readable messages, retry, the two-at-a-time queue, and the draft kept for the details step.
// The uploader is a controllable stand-in for lib/api/uploads (the e2e test uses the real one);
// analytics go through the real pipeline with only the network stubbed.
import type { ComponentProps } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadStep } from '@/components/upload/upload-view';
import type { Uploader } from '@/components/upload/use-upload-queue';
import { ApiError } from '@/lib/api/errors';
import type { KnowDocument } from '@/lib/api/know-types';
import { useUploadDraftStore } from '@/stores/upload-draft-store';
import { renderWithShell } from './render';
import { useConsentStore } from '@/lib/analytics/consent-store';
import { ALL_CONSENT } from '../support/consent';

interface Call {
  file: File;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
  resolve: (doc: KnowDocument) => void;
  reject: (error: unknown) => void;
}

/** Each upload waits until the test resolves or rejects it; an abort rejects it as axios does. */
function controllable() {
  const calls: Call[] = [];
  const uploader: Uploader = (file, onProgress, signal) =>
    new Promise<KnowDocument>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new ApiError({ canceled: true, message: 'canceled' })));
      calls.push({ file, onProgress, signal, resolve, reject });
    });
  return { calls, uploader };
}

/** The upload step in the German edition (English text) on a controllable uploader: its calls. */
async function renderStep(variant: ComponentProps<typeof UploadStep>['variant']) {
  const { calls, uploader } = controllable();
  await renderWithShell(<UploadStep variant={variant} uploader={uploader} />, { locale: 'de', lang: 'en' });
  return calls;
}

let n = 0;
function documentFor(file: File, pageCount = 3): KnowDocument {
  const uuid = `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
  return {
    uuid,
    contentType: 'application/pdf',
    filename: file.name,
    sizeBytes: file.size,
    pageCount,
    url: `/api/v1/uploads/${uuid}`,
    thumbnailUrl: null,
  };
}

const pdf = (name = 'Zellbiologie.pdf', type = 'application/pdf') => new File(['%PDF-1.7 test'], name, { type });

let fetchMock: ReturnType<typeof vi.fn>;
const sentNames = () => fetchMock.mock.calls.map(([, init]) => (JSON.parse(String((init as RequestInit).body)) as { name: string }).name);

beforeEach(() => {
  localStorage.clear();
  useConsentStore.setState({ consent: ALL_CONSENT });
  sessionStorage.clear();
  useUploadDraftStore.setState({ ownerUuid: 'user-1', documents: [], flashcards: null, details: null, lastPublished: null });
  fetchMock = vi.fn(async () => new Response('{}', { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

function choose(files: File[]) {
  fireEvent.change(screen.getByLabelText('Choose files'), { target: { files } });
}

// The first render loads the page's modules: generous on a busy machine.
describe('upload step', { timeout: 20_000 }, () => {
  it('shows each file’s real progress, then its pages, and only then continues to the details', async () => {
    const calls = await renderStep('web');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();

    choose([pdf()]);
    const bar = screen.getByRole('progressbar', { name: 'Uploading Zellbiologie.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Cancel the upload of Zellbiologie.pdf' })).toBeInTheDocument();
    act(() => calls[0]!.onProgress(0.42));
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42 %');
    act(() => calls[0]!.onProgress(1));
    expect(bar).toHaveAttribute('aria-valuetext', 'Checking the file…');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByText('Please wait until every file is uploaded.')).toBeInTheDocument();

    const doc = documentFor(calls[0]!.file, 3);
    await act(async () => calls[0]!.resolve(doc));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('✓ Uploaded')).toBeInTheDocument();
    expect(screen.getByText(/3 pages/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Zellbiologie.pdf is uploaded.');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/knows/create/details');
    // The draft keeps the upload for the details step (and a reload).
    expect(useUploadDraftStore.getState().documents).toEqual([doc]);
    expect(JSON.parse(sessionStorage.getItem('knowly.uploadDraft')!).state.documents[0].uuid).toBe(doc.uuid);
    await vi.waitFor(() => expect(sentNames()).toEqual(expect.arrayContaining(['know_upload_started', 'know_upload_completed'])));
  });

  it('cancels an upload: the request is aborted and the file leaves the list', async () => {
    const calls = await renderStep('app');
    choose([pdf('Notizen.pdf')]);
    act(() => calls[0]!.onProgress(0.1));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the upload of Notizen.pdf' }));
    expect(calls[0]!.signal.aborted).toBe(true);
    await vi.waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.queryByText('Notizen.pdf')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('The upload of Notizen.pdf was cancelled.');
    expect(useUploadDraftStore.getState().documents).toEqual([]);
    await vi.waitFor(() => expect(sentNames()).toContain('know_upload_canceled'));
  });

  it('explains server refusals and lets a failed file be tried again', async () => {
    const calls = await renderStep('web');
    choose([pdf('a.pdf'), pdf('b.pdf')]);
    await act(async () => calls[0]!.reject(new ApiError({ status: 415, type: 'InvalidMIMETypeError' })));
    await act(async () => calls[1]!.reject(new ApiError({ status: 400, type: 'BadRequestError', data: { reason: 'corrupt' } })));
    expect(screen.getByText('Only PDF files can be uploaded.')).toBeInTheDocument();
    expect(screen.getByText("This PDF can't be opened. It may be damaged or password-protected.")).toBeInTheDocument();
    expect(screen.getByText('Some files could not be uploaded. Try them again or remove them.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Upload a.pdf again' }));
    expect(calls).toHaveLength(3);
    await act(async () => calls[2]!.resolve(documentFor(calls[2]!.file)));
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.pdf' }));
    expect(screen.getByRole('link', { name: 'Continue' })).toBeInTheDocument();
    await vi.waitFor(() => expect(sentNames()).toContain('know_upload_failed'));
  });

  it('maps size, rate-limit and connection failures to their messages', async () => {
    const calls = await renderStep('web');
    choose([pdf('big.pdf'), pdf('many.pdf')]);
    await act(async () => calls[0]!.reject(new ApiError({ status: 413, type: 'BadRequestError' })));
    await act(async () => calls[1]!.reject(new ApiError({ status: 429, type: 'TooManyRequestsError' })));
    choose([pdf('offline.pdf')]);
    await act(async () => calls[2]!.reject(new ApiError({ handled: true, messageKey: 'errors:internetConnection' })));
    expect(screen.getByText('This file is larger than 25 MB. Choose a smaller file or split it.')).toBeInTheDocument();
    expect(screen.getByText('You have uploaded a lot in a short time. Please wait a few minutes and try again.')).toBeInTheDocument();
    expect(screen.getByText('No internet connection. Check your connection and try again.')).toBeInTheDocument();
  });

  it('refuses wrong types, empty and oversized files before sending, by edition', async () => {
    const { calls, uploader } = controllable();
    const huge = pdf('scan.pdf');
    Object.defineProperty(huge, 'size', { value: 26 * 1024 * 1024 });
    const view = await renderWithShell(<UploadStep variant="web" uploader={uploader} />, { locale: 'de', lang: 'en' });
    choose([new File(['x'], 'essay.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }), new File([''], 'empty.pdf', { type: 'application/pdf' }), huge, new File(['png'], 'photo.png', { type: 'image/png' }), pdf('notes', 'application/pdf')]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('4 files were not added:');
    expect(within(alert).getByText('essay.docx').parentElement).toHaveTextContent('Only PDF files can be uploaded.');
    expect(within(alert).getByText('empty.pdf').parentElement).toHaveTextContent('This file is empty.');
    expect(within(alert).getByText('scan.pdf').parentElement).toHaveTextContent('larger than 25 MB');
    expect(within(alert).getByText('photo.png').parentElement).toHaveTextContent('Only PDF files can be uploaded.');
    // A PDF without an extension passes on its declared type.
    expect(calls.map((c) => c.file.name)).toEqual(['notes']);
    expect(screen.getByLabelText('Choose files')).toHaveAttribute('accept', 'application/pdf,.pdf');
    view.unmount();

    // The US edition takes images too.
    const us = controllable();
    await renderWithShell(<UploadStep variant="web" uploader={us.uploader} />, { locale: 'en', lang: 'en' });
    expect(screen.getByText('PDF files or images (PNG, JPEG, WebP), up to 25 MB each, at most 20 files.')).toBeInTheDocument();
    choose([new File(['png'], 'photo.png', { type: 'image/png' })]);
    expect(us.calls.map((c) => c.file.name)).toEqual(['photo.png']);
  });

  it('takes dropped files, sends two at a time, and keeps the order', async () => {
    const calls = await renderStep('web');
    const files = [pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf')];
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files, types: ['Files'] } });
    expect(calls.map((c) => c.file.name)).toEqual(['1.pdf', '2.pdf']);
    expect(screen.getByText('Waiting…')).toBeInTheDocument();
    const docs = files.map((f) => documentFor(f, 1));
    await act(async () => calls[1]!.resolve(docs[1]!));
    expect(calls.map((c) => c.file.name)).toEqual(['1.pdf', '2.pdf', '3.pdf']);
    await act(async () => calls[0]!.resolve(docs[0]!));
    await act(async () => calls[2]!.resolve(docs[2]!));
    // The list order (not the finishing order) is the know's document order; it can be changed.
    expect(useUploadDraftStore.getState().documents.map((d) => d.filename)).toEqual(['1.pdf', '2.pdf', '3.pdf']);
    fireEvent.click(screen.getByRole('button', { name: 'Move 3.pdf up' }));
    expect(useUploadDraftStore.getState().documents.map((d) => d.filename)).toEqual(['1.pdf', '3.pdf', '2.pdf']);
  });

  it('shows the files already uploaded in this tab (after a reload)', async () => {
    const doc = documentFor(pdf('Kept.pdf'), 7);
    useUploadDraftStore.setState({ documents: [doc] });
    await renderWithShell(<UploadStep variant="web" uploader={controllable().uploader} />, { locale: 'de', lang: 'en' });
    expect(screen.getByText('Kept.pdf')).toBeInTheDocument();
    expect(screen.getByText(/7 pages/)).toBeInTheDocument();
    expect(screen.getByText('1 file is ready.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toBeInTheDocument();
  });
});
