// The learner is told which hostile-document cap refused the file (decision 0015), in words
// from the upload namespace, not the generic "could not be uploaded".
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { uploadErrorMessage, uploadErrorType } from '@/components/upload/upload-errors';
import en from '@/locales/en/upload.json';

const refusal = (data: Record<string, unknown>) => new ApiError({ type: 'BadRequestError', status: 400, data });

describe('upload error messages for refused documents', () => {
  it('names the page count and the cap for too many pages', () => {
    const message = uploadErrorMessage(refusal({ reason: 'too-many-pages', pageCount: 1_000_000, maxPages: 500 }), false);
    expect(message).toEqual({ key: 'upload:fileErrors.tooManyPages', params: { pageCount: 1_000_000, maxPages: 500 } });
    expect(en.fileErrors.tooManyPages).toContain('{{maxPages}}');
  });

  it('explains a file that is too large once unpacked', () => {
    const message = uploadErrorMessage(refusal({ reason: 'too-large-when-decompressed', maxBytes: 268435456 }), false);
    expect(message).toEqual({ key: 'upload:fileErrors.tooLargeUnpacked' });
  });

  it('keeps the corrupt message and analytics type', () => {
    const corrupt = refusal({ reason: 'corrupt' });
    expect(uploadErrorMessage(corrupt, false)).toEqual({ key: 'upload:fileErrors.corrupt' });
    expect(uploadErrorType(corrupt)).toBe('CorruptFile');
  });
});
