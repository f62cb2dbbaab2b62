// The cookie sheet's clearance (components/shell/cookie-sheet-clearance.ts, decision 0055): a
// focused control partly under the sheet is scrolled clear of it, also when it was focused
// before this code loaded (it loads after hydration; a keyboard user may be faster).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepClearOfSheet } from '@/components/shell/cookie-sheet-clearance';

const rect = (top: number, height: number) => ({ top, bottom: top + height, height, left: 0, right: 100, width: 100, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;

describe('cookie sheet clearance', () => {
  let sheet: HTMLElement;
  let control: HTMLButtonElement;
  let stop: () => void = () => undefined;
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => (run(0), 0));
    window.scrollBy = vi.fn() as unknown as typeof window.scrollBy;
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    sheet = document.createElement('section');
    sheet.getBoundingClientRect = () => rect(670, 130);
    control = document.createElement('button');
    // 40 px tall, its lower half under the sheet's top edge (670).
    control.getBoundingClientRect = () => rect(650, 40);
    document.body.append(control, sheet);
  });
  afterEach(() => {
    stop();
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  it('lifts a control focused while it shows', () => {
    stop = keepClearOfSheet(sheet, '--h');
    control.focus();
    expect(window.scrollBy).toHaveBeenCalledWith({ top: 650 + 40 - 670 + 8 });
  });

  it('lifts a control in a part of the page React has not hydrated yet (React stops its focus at the root)', () => {
    const root = document.createElement('div');
    root.id = '__next';
    root.append(control);
    document.body.prepend(root);
    // As React does for a discrete event whose target it cannot hydrate yet: stopped at its root.
    root.addEventListener('focusin', (e) => e.stopPropagation(), true);
    stop = keepClearOfSheet(sheet, '--h');
    control.focus();
    expect(window.scrollBy).toHaveBeenCalledWith({ top: 28 });
  });

  it('lifts the control that was focused before it started', () => {
    control.focus();
    stop = keepClearOfSheet(sheet, '--h');
    expect(window.scrollBy).toHaveBeenCalledWith({ top: 28 });
  });

  it('leaves a control clear of the sheet, and the sheet\'s own buttons, where they are', () => {
    control.getBoundingClientRect = () => rect(100, 40);
    const own = document.createElement('button');
    sheet.append(own);
    stop = keepClearOfSheet(sheet, '--h');
    control.focus();
    own.focus();
    expect(window.scrollBy).not.toHaveBeenCalled();
  });

  it('leaves the page where it is while the sheet is not shown (a visitor who already decided)', () => {
    // The preview stays in the page, hidden by the stylesheet: the browser gives it a zero box.
    sheet.getBoundingClientRect = () => rect(0, 0);
    control.getBoundingClientRect = () => rect(100, 40);
    stop = keepClearOfSheet(sheet, '--h');
    control.focus();
    expect(window.scrollBy).not.toHaveBeenCalled();
  });

  it('leaves a control focused by a press where it is (the browser shows no focus there)', () => {
    const matches = control.matches.bind(control);
    vi.spyOn(control, 'matches').mockImplementation((selector: string) => selector !== ':focus-visible' && matches(selector));
    stop = keepClearOfSheet(sheet, '--h');
    control.focus();
    expect(window.scrollBy).not.toHaveBeenCalled();
  });
});
