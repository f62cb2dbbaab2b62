// The cookie sheet keeps clear of focused controls (decision 0055, WCAG 2.2 2.4.11): the boot
// script (lib/document/boot-script.ts) lifts a focused control partly under the sheet clear of
// it from the first paint, before any of the page's code has run; the page's padding follows the
// sheet's height once the banner's code has loaded (components/shell/cookie-sheet-height.ts).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_SCRIPT_SOURCE } from '@/lib/document/boot-script';
import { COOKIE_SHEET_RESIZED_EVENT } from '@/lib/document/boot-script-shared';
import { followSheetHeight } from '@/components/shell/cookie-sheet-height';

const rect = (top: number, height: number) => ({ top, bottom: top + height, height, left: 0, right: 100, width: 100, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;

describe('focused controls clear of the cookie sheet', () => {
  let sheet: HTMLElement;
  let control: HTMLButtonElement;
  // The script's listeners live as long as the page: it runs once, as in the document's head.
  beforeAll(() => new Function(BOOT_SCRIPT_SOURCE)());
  beforeEach(() => {
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => (run(0), 0));
    window.scrollBy = vi.fn() as unknown as typeof window.scrollBy;
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    sheet = document.createElement('section');
    sheet.setAttribute('data-cookie-banner', 'preview');
    sheet.getBoundingClientRect = () => rect(670, 130);
    control = document.createElement('button');
    // 40 px tall, its lower half under the sheet's top edge (670).
    control.getBoundingClientRect = () => rect(650, 40);
    document.body.append(control, sheet);
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  it('lifts a control focused while the sheet shows, before the page has any code of its own', () => {
    control.focus();
    expect(window.scrollBy).toHaveBeenCalledExactlyOnceWith({ top: 650 + 40 - 670 + 8 });
  });

  it('lifts a control in a part of the page React has not hydrated yet (React stops its focus at its root)', () => {
    const root = document.createElement('div');
    root.id = '__next';
    root.append(control);
    document.body.prepend(root);
    // As React does for an event whose target it cannot hydrate yet: stopped at its root.
    root.addEventListener('focusin', (e) => e.stopPropagation(), true);
    control.focus();
    expect(window.scrollBy).toHaveBeenCalledExactlyOnceWith({ top: 28 });
  });

  it('leaves a control clear of the sheet, and the sheet\'s own buttons, where they are', () => {
    control.getBoundingClientRect = () => rect(100, 40);
    const own = document.createElement('button');
    own.getBoundingClientRect = () => rect(700, 40);
    sheet.append(own);
    control.focus();
    own.focus();
    expect(window.scrollBy).not.toHaveBeenCalled();
  });

  it('measures the sheet that shows: the hidden preview of a visitor who decided covers nothing', () => {
    // The preview stays in the page, hidden by the stylesheet: the browser gives it a zero box.
    sheet.getBoundingClientRect = () => rect(0, 0);
    control.getBoundingClientRect = () => rect(100, 40);
    control.focus();
    expect(window.scrollBy).not.toHaveBeenCalled();
    // The banner, reopened from the footer, is the one that counts.
    const open = document.createElement('section');
    open.setAttribute('data-cookie-banner', 'open');
    open.getBoundingClientRect = () => rect(120, 680);
    document.body.append(open);
    control.blur();
    control.focus();
    expect(window.scrollBy).toHaveBeenCalledExactlyOnceWith({ top: 140 - 120 + 8 });
  });

  it('leaves a control focused by a press where it is (the browser shows no focus there)', () => {
    const matches = control.matches.bind(control);
    vi.spyOn(control, 'matches').mockImplementation((selector: string) => selector !== ':focus-visible' && matches(selector));
    control.focus();
    expect(window.scrollBy).not.toHaveBeenCalled();
  });

  it('lifts the focused control again when the page\'s room for the sheet changes', () => {
    control.getBoundingClientRect = () => rect(600, 40);
    control.focus();
    expect(window.scrollBy).not.toHaveBeenCalled();
    // The banner's code measured the sheet: the page's end moved and the control with it.
    control.getBoundingClientRect = () => rect(650, 40);
    window.dispatchEvent(new Event(COOKIE_SHEET_RESIZED_EVENT));
    expect(window.scrollBy).toHaveBeenCalledExactlyOnceWith({ top: 28 });
  });

  it('scrolls a panel with its own scrolling (the phone menu), not the page', () => {
    const panel = document.createElement('div');
    panel.setAttribute('data-scroll-lift', '');
    panel.scrollBy = vi.fn() as unknown as typeof panel.scrollBy;
    panel.append(control);
    document.body.prepend(panel);
    control.focus();
    expect(panel.scrollBy).toHaveBeenCalledExactlyOnceWith({ top: 28 });
    expect(window.scrollBy).not.toHaveBeenCalled();
  });
});

describe('the page padded by the sheet', () => {
  it('follows the sheet\'s height, and lets go of it when the sheet goes', () => {
    let resized: () => void = () => undefined;
    vi.stubGlobal('ResizeObserver', class { constructor(cb: () => void) { resized = cb; } observe() {} disconnect() {} });
    const told = vi.fn();
    window.addEventListener(COOKIE_SHEET_RESIZED_EVENT, told);
    const sheet = document.createElement('section');
    sheet.getBoundingClientRect = () => rect(600, 200.4);
    const stop = followSheetHeight(sheet, '--h');
    resized();
    expect(document.documentElement.style.getPropertyValue('--h')).toBe('201px');
    // The boot script is told the room changed, once per change.
    resized();
    expect(told).toHaveBeenCalledOnce();
    window.removeEventListener(COOKIE_SHEET_RESIZED_EVENT, told);
    stop();
    expect(document.documentElement.style.getPropertyValue('--h')).toBe('');
    vi.unstubAllGlobals();
  });
});
