/**
 * Device and web snapshots of the event payload (spec §3): form factor (phone, tablet,
 * desktop), device id, operating system and version from the user agent, the screen diagonal
 * in pixels; and the page's domain, referrer and user agent.
 */
import { formFactor, isIosDevice } from '../device';
import type { DeviceSnapshot, WebSnapshot } from './payload';

export function operatingSystem(userAgent: string, maxTouchPoints = 0): { os: string | null; osVersion: string | null } {
  const version = (m: RegExpMatchArray | null) => (m?.[1] ? m[1].replace(/_/g, '.') : null);
  if (isIosDevice(userAgent, maxTouchPoints)) {
    return { os: 'iOS', osVersion: version(userAgent.match(/OS (\d+(?:[_.]\d+)*) like Mac OS X/)) ?? version(userAgent.match(/Version\/(\d+(?:\.\d+)*)/)) };
  }
  if (/Android/i.test(userAgent)) return { os: 'Android', osVersion: version(userAgent.match(/Android (\d+(?:\.\d+)*)/)) };
  if (/CrOS/.test(userAgent)) return { os: 'ChromeOS', osVersion: version(userAgent.match(/CrOS \S+ (\d+(?:\.\d+)*)/)) };
  if (/Windows/.test(userAgent)) return { os: 'Windows', osVersion: version(userAgent.match(/Windows NT (\d+(?:\.\d+)*)/)) };
  if (/Mac OS X|Macintosh/.test(userAgent)) return { os: 'macOS', osVersion: version(userAgent.match(/Mac OS X (\d+(?:[_.]\d+)*)/)) };
  if (/Linux/.test(userAgent)) return { os: 'Linux', osVersion: null };
  return { os: null, osVersion: null };
}

/** The diagonal of a width x height screen, in whole pixels. */
export function screenDiagonal(width: number, height: number): number | null {
  if (!(width > 0) || !(height > 0)) return null;
  return Math.round(Math.hypot(width, height));
}

export function deviceSnapshot(deviceId: string | null): DeviceSnapshot {
  const ua = navigator.userAgent;
  const touch = navigator.maxTouchPoints ?? 0;
  return {
    formFactor: formFactor(ua, touch),
    uuid: deviceId,
    ...operatingSystem(ua, touch),
    screenSize: typeof screen === 'undefined' ? null : screenDiagonal(screen.width, screen.height),
  };
}

export function webSnapshot(): WebSnapshot {
  return {
    domain: window.location.hostname || null,
    referrer: document.referrer || null,
    userAgent: navigator.userAgent || null,
  };
}
