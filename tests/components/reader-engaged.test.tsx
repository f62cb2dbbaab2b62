// The reader's first sign (decision 0044): the know page keeps pdf.js and the view counter back
// until a scroll, wheel, touch, press, key or mouse movement; a resting pen's pointermove does
// not count; once engaged, the document stays so (a later page renders engaged at once).
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useReaderEngaged } from '@/lib/hooks/use-reader-engaged';

describe('useReaderEngaged', () => {
  it('waits for the reader, ignores a pen resting on the screen, then stays engaged', () => {
    const first = renderHook(() => useReaderEngaged());
    expect(first.result.current).toBe(false);

    const pen = new Event('pointermove', { bubbles: true });
    Object.defineProperty(pen, 'pointerType', { value: 'pen' });
    act(() => void document.body.dispatchEvent(pen));
    expect(first.result.current).toBe(false);

    act(() => void document.body.dispatchEvent(new Event('wheel', { bubbles: true })));
    expect(first.result.current).toBe(true);

    first.unmount();
    const later = renderHook(() => useReaderEngaged());
    expect(later.result.current).toBe(true);
  });
});
