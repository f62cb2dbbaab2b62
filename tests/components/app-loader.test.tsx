// The boot script's app loader (decision 0089) and the page's side of it (lib/document/app-ready.ts):
// the real inline script on a document shaped like a page whose code waits for the visitor.
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from '@/lib/analytics/consent-storage-key';
import { markAppReady } from '@/lib/document/app-ready';
import { BOOT_SCRIPT_SOURCE } from '@/lib/document/boot-script';
import { APP_LOAD, APP_LOAD_ATTRIBUTE, PAGE_USED_ATTRIBUTE, REPLAY_CLICK_ATTRIBUTE, WAITING_SCRIPT_TYPE } from '@/lib/document/boot-script-shared';
import { SESSION_STORAGE_KEY } from '@/lib/session/session-storage-key';

const html = document.documentElement;
const SCRIPTS = ['/_next/static/chunks/webpack.js', '/_next/static/chunks/framework.js', '/_next/static/chunks/main.js'];

/** A page whose code waits, then the boot script as the browser runs it. */
function loadPage(body = '') {
  html.setAttribute(APP_LOAD_ATTRIBUTE, APP_LOAD.waiting);
  html.removeAttribute(PAGE_USED_ATTRIBUTE);
  document.head.innerHTML = SCRIPTS.map((src) => `<script type="${WAITING_SCRIPT_TYPE}" data-src="${src}"></script>`).join('');
  document.body.innerHTML = body;
  new Function(BOOT_SCRIPT_SOURCE)();
}

/** The page's scripts the browser would run: those without the waiting type, in order. */
const started = () => [...document.head.querySelectorAll('script:not([type])')].map((s) => new URL((s as HTMLScriptElement).src).pathname);

beforeEach(() => {
  vi.useRealTimers();
});

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  // Each run's listeners stay on the window: the waiting ones start nothing on an empty head, and a
  // ready page makes the click listeners stand aside.
  document.head.innerHTML = '';
  window.dispatchEvent(new Event('pointerdown'));
  html.setAttribute(APP_LOAD_ATTRIBUTE, APP_LOAD.ready);
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('app loader', () => {
  it('holds the scripts until the visitor uses the page, then starts them in order, once', () => {
    loadPage('<p>text</p>');
    expect(started()).toEqual([]);
    expect(html.getAttribute(APP_LOAD_ATTRIBUTE)).toBe(APP_LOAD.waiting);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(started()).toEqual(SCRIPTS);
    expect([...document.head.querySelectorAll<HTMLScriptElement>('script:not([type])')].every((s) => s.async === false)).toBe(true);
    expect(html.getAttribute(APP_LOAD_ATTRIBUTE)).toBe(APP_LOAD.loading);
    expect(html.hasAttribute(PAGE_USED_ATTRIBUTE)).toBe(true);
    window.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(started()).toEqual(SCRIPTS);
  });

  it('starts a nomodule script as nomodule (modern browsers skip it)', () => {
    loadPage();
    document.head.insertAdjacentHTML('afterbegin', `<script type="${WAITING_SCRIPT_TYPE}" data-src="/polyfills.js" data-nomodule=""></script>`);
    window.dispatchEvent(new Event('pointerdown'));
    const scripts = [...document.head.querySelectorAll<HTMLScriptElement>('script:not([type])')];
    expect(scripts.map((s) => [new URL(s.src).pathname, s.noModule])).toEqual([['/polyfills.js', true], ...SCRIPTS.map((src) => [src, false])]);
  });

  it.each(['keydown', 'touchstart', 'wheel', 'scroll'])('takes %s as a use of the page', (type) => {
    loadPage();
    window.dispatchEvent(new Event(type));
    expect(started()).toEqual(SCRIPTS);
    expect(html.hasAttribute(PAGE_USED_ATTRIBUTE)).toBe(true);
  });

  /** A pointermove as the browser sends it (jsdom has no PointerEvent). */
  const pointerMove = (clientX: number, clientY: number, pointerType = 'mouse') =>
    window.dispatchEvent(Object.assign(new MouseEvent('pointermove', { clientX, clientY }), { pointerType }));

  it('takes no mouse movement on the spot as a use (the browser moves its own under a resting pointer)', () => {
    loadPage();
    pointerMove(300, 200);
    pointerMove(300, 200);
    pointerMove(310, 205);
    window.dispatchEvent(new Event('mousemove'));
    expect(started()).toEqual([]);
  });

  it('starts the code when the mouse travels (on its way to a control), which is no reading yet', () => {
    loadPage();
    pointerMove(300, 200);
    pointerMove(300, 230, 'pen');
    expect(started()).toEqual([]);
    pointerMove(310, 212);
    expect(started()).toEqual([]);
    pointerMove(320, 210);
    expect(started()).toEqual(SCRIPTS);
    expect(html.getAttribute(APP_LOAD_ATTRIBUTE)).toBe(APP_LOAD.loading);
    expect(html.hasAttribute(PAGE_USED_ATTRIBUTE)).toBe(false);
    // Reading still counts when it comes, and nothing starts twice.
    window.dispatchEvent(new Event('wheel'));
    expect(html.hasAttribute(PAGE_USED_ATTRIBUTE)).toBe(true);
    pointerMove(600, 600);
    expect(started()).toEqual(SCRIPTS);
  });

  it('starts the code on a focus (a screen reader moving to a control), which is no reading yet', () => {
    loadPage();
    window.dispatchEvent(new Event('focusin'));
    expect(started()).toEqual(SCRIPTS);
    expect(html.hasAttribute(PAGE_USED_ATTRIBUTE)).toBe(false);
  });

  it('starts at once for a signed-in visitor and for one whose consent allows analytics, not for one who declined', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token: { accessToken: 'a', refreshToken: 'r' } }, version: 0 }));
    loadPage();
    expect(started()).toEqual(SCRIPTS);
    expect(html.hasAttribute(PAGE_USED_ATTRIBUTE)).toBe(false);
    localStorage.clear();

    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ state: { consent: { required: true, statistics: true, marketing: false } }, version: 0 }));
    loadPage();
    expect(started()).toEqual(SCRIPTS);

    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ state: { consent: { required: true, statistics: false, marketing: false } }, version: 0 }));
    loadPage();
    expect(started()).toEqual([]);
    localStorage.setItem(SESSION_STORAGE_KEY, '{broken');
    loadPage();
    expect(started()).toEqual([]);
  });

  it('does nothing on a page that loads its code at once', () => {
    html.removeAttribute(APP_LOAD_ATTRIBUTE);
    document.head.innerHTML = `<script type="${WAITING_SCRIPT_TYPE}" data-src="/x.js"></script>`;
    new Function(BOOT_SCRIPT_SOURCE)();
    window.dispatchEvent(new Event('pointerdown'));
    expect(started()).toEqual([]);
  });

  it('holds a press on a control until the page is ready and then presses it again; links and the cookie preview go on', async () => {
    loadPage('<button id="b"><span>Menu</span></button><a id="a" href="#x">link</a><section data-cookie-banner="preview"><button data-cookie-action="reject" id="c"></button></section>');
    const pressed: string[] = [];
    document.addEventListener('click', (e) => pressed.push((e.target as Element).closest('[id]')!.id));
    document.querySelector('span')!.click();
    expect(pressed).toEqual([]);
    expect(document.getElementById('b')!.hasAttribute(REPLAY_CLICK_ATTRIBUTE)).toBe(true);
    expect(started()).toEqual(SCRIPTS);
    document.getElementById('a')!.click();
    document.getElementById('c')!.click();
    expect(pressed).toEqual(['a', 'c']);

    markAppReady();
    expect(html.getAttribute(APP_LOAD_ATTRIBUTE)).toBe(APP_LOAD.ready);
    await new Promise((r) => setTimeout(r, 10));
    expect(pressed).toEqual(['a', 'c', 'b']);
    expect(document.getElementById('b')!.hasAttribute(REPLAY_CLICK_ATTRIBUTE)).toBe(false);
    document.getElementById('b')!.click();
    expect(pressed).toEqual(['a', 'c', 'b', 'b']);
  });

  it('gives React the text typed into a field before hydration', async () => {
    const seen: string[] = [];
    function Search() {
      const [q, setQ] = useState('');
      return (
        <input
          aria-label="search"
          value={q}
          onChange={(e) => {
            seen.push(e.target.value);
            setQ(e.target.value);
          }}
        />
      );
    }
    loadPage();
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Search />);
    document.body.append(root);
    const field = root.querySelector('input')!;
    field.focus();
    field.value = 'photosynth';
    await act(async () => {
      hydrateRoot(root, <Search />);
    });
    await act(async () => {
      markAppReady();
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(seen).toEqual(['photosynth']);
    expect(field.value).toBe('photosynth');
  });
});
