// The content conversion banner (spec §9): only where the edition has it, dismissible, and the
// dismissal is remembered in localStorage.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONVERSION_BANNER_STORAGE_KEY, ContentConversionBanner } from '@/components/library/content-conversion-banner';
import { COUNTRIES, COUNTRY_CODES } from '@/lib/config/countries';
import { renderWithShell } from './render';

afterEach(() => localStorage.clear());

describe('content conversion banner', () => {
  it('is on exactly in DE, AT, CH, FR and PL (the country table)', () => {
    const on = COUNTRY_CODES.filter((c) => COUNTRIES[c].contentConversionBanner).sort();
    expect(on).toEqual(['AT', 'CH', 'DE', 'FR', 'PL']);
  });

  it('links the upload and the flashcard import in the edition, and stays hidden once dismissed', async () => {
    const { unmount } = await renderWithShell(<ContentConversionBanner />, { locale: 'de', lang: 'en' });
    const banner = screen.getByRole('region', { name: 'Turn your notes into knows' });
    expect(banner).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload notes' })).toHaveAttribute('href', '/knows/create/upload');
    expect(screen.getByRole('link', { name: 'Import flashcards' })).toHaveAttribute('href', '/knows/create/import-flashcards');

    fireEvent.click(screen.getByRole('button', { name: 'Hide this tip' }));
    expect(screen.queryByRole('region', { name: 'Turn your notes into knows' })).toBeNull();
    expect(localStorage.getItem(CONVERSION_BANNER_STORAGE_KEY)).toBe('1');
    unmount();

    await renderWithShell(<ContentConversionBanner />, { locale: 'de', lang: 'en' });
    expect(screen.queryByRole('region', { name: 'Turn your notes into knows' })).toBeNull();
  });

  it('is translated', async () => {
    await renderWithShell(<ContentConversionBanner />, { locale: 'fr', lang: 'fr' });
    expect(screen.getByRole('region', { name: 'Transforme tes notes en knows' })).toBeInTheDocument();
  });

  it.each(['en', 'it', 'en-GB', 'es'])('is not shown on %s', async (locale) => {
    await renderWithShell(<ContentConversionBanner />, { locale, lang: 'en' });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
