// §5 validation rules as small functions.
import { describe, expect, it } from 'vitest';
import { isUuid, trailingUuid } from '@/lib/uuid';
import { isHttpUrl } from '@/lib/url';
import { formFactor, isBot, isIosDevice } from '@/lib/device';
import { isAmericanEnglishUser } from '@/lib/american-english';
import { formatDate, formatDateTime } from '@/lib/dates';
import { assertQrData, qrSvg } from '@/lib/qr';
import { assertImageSize } from '@/lib/image-size';

const id = '3f2b8c1e-9a4d-4e2f-8b7c-1d2e3f4a5b6c';

describe('§5 rules', () => {
  it('validates uuids and takes the trailing 36 characters as id', () => {
    expect(isUuid(id)).toBe(true);
    expect(isUuid(id.toUpperCase())).toBe(true);
    expect(isUuid('3f2b8c1e-9a4d-4e2f-8b7c-1d2e3f4a5b6')).toBe(false);
    expect(isUuid('zf2b8c1e-9a4d-4e2f-8b7c-1d2e3f4a5b6c')).toBe(false);
    expect(trailingUuid(`photosynthese-lernzettel-${id}`)).toBe(id);
    expect(trailingUuid(`short`)).toBeNull();
    expect(trailingUuid(`some-title-without-an-id-at-all-here-ok`)).toBeNull();
  });

  it('accepts only http and https URLs', () => {
    expect(isHttpUrl('https://knowly.de/x')).toBe(true);
    expect(isHttpUrl('http://localhost:3000')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('ftp://x.y')).toBe(false);
    expect(isHttpUrl('not a url')).toBe(false);
  });

  it('detects iOS devices including touch Macs, and bots', () => {
    expect(isIosDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0)')).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIosDevice('Mozilla/5.0 (Linux; Android 14)')).toBe(false);
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBot('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0')).toBe(false);
    expect(formFactor('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile')).toBe('phone');
    expect(formFactor('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('desktop');
  });

  it('applies the American-English rule', () => {
    expect(isAmericanEnglishUser({ country: 'US', interfaceLanguage: 'de' })).toBe(true);
    expect(isAmericanEnglishUser({ country: 'DE', interfaceLanguage: 'en' })).toBe(true);
    expect(isAmericanEnglishUser({ country: 'GB', interfaceLanguage: 'en-GB' })).toBe(false);
    // A GB user signs up with the en-GB locale, whose interface language is stored as `en`:
    // British English, not American (issue 9).
    expect(isAmericanEnglishUser({ country: 'GB', interfaceLanguage: 'en' })).toBe(false);
    expect(isAmericanEnglishUser({ country: 'GB', interfaceLanguage: 'de' })).toBe(false);
    expect(isAmericanEnglishUser({ country: null, interfaceLanguage: 'en' })).toBe(true);
  });

  it('formats dates as dd.mm.yyyy, hh:mm Uhr', () => {
    const d = new Date(2026, 0, 5, 9, 7);
    expect(formatDate(d)).toBe('05.01.2026');
    expect(formatDateTime(d)).toBe('05.01.2026, 09:07 Uhr');
  });

  it("raises 'Data too long' for QR data over capacity, renders level-L codes otherwise", async () => {
    expect(() => assertQrData('x'.repeat(3000))).toThrow('Data too long');
    await expect(qrSvg('x'.repeat(3000))).rejects.toThrow('Data too long');
    const svg = await qrSvg('https://knowly.de/about/download', 98);
    expect(svg).toContain('<svg');
    expect(svg).toContain('width="98"');
  });

  it('requires numeric image sizes', () => {
    expect(assertImageSize('640', 480)).toEqual({ width: 640, height: 480 });
    expect(() => assertImageSize('wide', 480)).toThrow();
  });
});
