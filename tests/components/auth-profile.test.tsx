import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfilePictureUpload } from '@/components/profile/profile-picture-upload';
import { SchoolFields } from '@/components/profile/school-fields';
import { schoolPatch, schoolValuesOf, type SchoolValues } from '@/components/profile/school-options';
import { useUsernameStatus } from '@/components/profile/username-section';
import { queryWrapper, renderWithShell } from './render';

afterEach(() => vi.useRealTimers());

describe('username availability', () => {
  it('asks once, 400 ms after the last keystroke, and only the latest answer counts', async () => {
    vi.useFakeTimers();
    const check = vi.fn(async (name: string) => name === 'free_name');
    const { result, rerender } = renderHook(({ value }) => useUsernameStatus(value, 'lena', { check }), {
      wrapper: queryWrapper(),
      initialProps: { value: 'fre' },
    });
    expect(result.current).toBe('checking');
    rerender({ value: 'free' });
    rerender({ value: 'free_name' });
    await act(async () => {
      vi.advanceTimersByTime(399);
    });
    expect(check).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith('free_name');
    await act(() => vi.waitFor(() => expect(result.current).toBe('available')));
    rerender({ value: 'taken_name' });
    expect(result.current).toBe('checking');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    await act(() => vi.waitFor(() => expect(result.current).toBe('taken')));
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('needs no request for the own name, empty or malformed input', () => {
    const check = vi.fn(async () => true);
    const { result, rerender } = renderHook(({ value }) => useUsernameStatus(value, 'Lena', { check }), {
      wrapper: queryWrapper(),
      initialProps: { value: 'lena' },
    });
    expect(result.current).toBe('current');
    rerender({ value: '' });
    expect(result.current).toBe('idle');
    rerender({ value: 'a b' });
    expect(result.current).toBe('invalid');
    rerender({ value: 'x' });
    expect(result.current).toBe('invalid');
    expect(check).not.toHaveBeenCalled();
  });
});

function School({ initial }: { initial: SchoolValues }) {
  const [values, setValues] = useState(initial);
  return <SchoolFields idPrefix="t" values={values} onChange={setValues} regions={[{ id: 1001, name: 'Bayern', code: 'DE-BAYERN' }]} />;
}

describe('school fields', () => {
  it('lets German users pick several grades', async () => {
    await renderWithShell(<School initial={schoolValuesOf(null)} />, { locale: 'de', lang: 'de' });
    expect(screen.queryByRole('group', { name: 'Klassenstufen' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Schulform'), { target: { value: 'secondary' } });
    const group = screen.getByRole('group', { name: 'Klassenstufen' });
    fireEvent.click(screen.getByLabelText('Klasse 9'));
    fireEvent.click(screen.getByLabelText('Klasse 10'));
    expect(screen.getByLabelText('Klasse 9')).toBeChecked();
    expect(screen.getByLabelText('Klasse 10')).toBeChecked();
    expect(group).toBeInTheDocument();
    expect(screen.getByLabelText('Region')).toBeInTheDocument();
  });

  it('asks for one grade in the US and none at university', async () => {
    await renderWithShell(<School initial={{ schoolType: 'secondary', grades: [], regionId: '' }} />, { locale: 'en', lang: 'en' });
    expect(screen.getByLabelText('Grade').tagName).toBe('SELECT');
    fireEvent.change(screen.getByLabelText('School type'), { target: { value: 'university' } });
    expect(screen.queryByLabelText('Grade')).toBeNull();
  });

  it('stores several grades comma-joined, and no grade without a school type that has grades', () => {
    expect(schoolPatch({ schoolType: 'secondary', grades: ['10', '9'], regionId: '1001' }, { regionsAsked: true })).toEqual({
      schoolType: 'secondary',
      grade: '9,10',
      regionId: 1001,
    });
    expect(schoolPatch({ schoolType: 'university', grades: ['9'], regionId: '' }, { regionsAsked: false })).toEqual({
      schoolType: 'university',
      grade: null,
    });
    expect(schoolValuesOf({ schoolType: 'secondary', grade: '9,10', regionId: 1001 })).toEqual({
      schoolType: 'secondary',
      grades: ['9', '10'],
      regionId: '1001',
    });
  });
});

describe('profile picture', () => {
  it('refuses files that are not PNG, JPEG or WebP before uploading', async () => {
    await renderWithShell(<ProfilePictureUpload user={{ uuid: 'u1', name: 'Lena', knowerUuid: null }} />, { locale: 'en', lang: 'en' });
    const input = screen.getByLabelText('Choose a picture');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.pdf', { type: 'application/pdf' })] } });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/isn't supported/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
