/**
 * The end of an app load that waited for the visitor (decision 0089; the boot script's loader,
 * lib/document/boot-script.ts): once the page has hydrated, <html> says so, and what the visitor
 * did while the code was on its way is done again for them, so the first press is not lost.
 */
import { APP_LOAD, APP_LOAD_ATTRIBUTE, REPLAY_CLICK_ATTRIBUTE } from './boot-script-shared';

/**
 * Called once by _app after hydration, once page links follow the router; nothing to do on a page
 * that loaded its code at once.
 */
export function markAppReady(): void {
  const html = document.documentElement;
  if (!html.hasAttribute(APP_LOAD_ATTRIBUTE) || html.getAttribute(APP_LOAD_ATTRIBUTE) === APP_LOAD.ready) return;
  html.setAttribute(APP_LOAD_ATTRIBUTE, APP_LOAD.ready);
  // After the effects of this commit (listeners, stores) are in place.
  setTimeout(() => {
    replayTyping();
    replayClick();
  });
}

/** The control pressed before hydration: pressed again (React hydrates its part first if needed). */
function replayClick(): void {
  const control = document.querySelector<HTMLElement>(`[${REPLAY_CLICK_ATTRIBUTE}]`);
  if (!control) return;
  control.removeAttribute(REPLAY_CLICK_ATTRIBUTE);
  if (control.isConnected) control.click();
}

/**
 * Text typed into the focused field before hydration: React adopted the field with that text but
 * its state still holds the server's value, so it would not see the text as a change. The field's
 * value is set back to the server's through React's own setter and the text put in again with the
 * native one, then an input event: React's change handler gets the text as typed.
 */
function replayTyping(): void {
  const field = document.activeElement;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  if (field.value === field.defaultValue) return;
  const typed = field.value;
  // Make sure React has taken the field (a discrete event hydrates its part at once).
  field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  field.value = field.defaultValue;
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
