/**
 * The offline study worker (public/study-sw.js, decision 0071) from the page's side. Loaded only
 * by the flashcard study pages, when a learner saves a set or opens the offline study page.
 */
export const STUDY_WORKER_URL = '/study-sw.js';

/** Registers the worker and has it keep the offline study page at `path`; false if it could not. */
export async function keepStudyPage(path: string): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  try {
    await navigator.serviceWorker.register(STUDY_WORKER_URL, { scope: '/', updateViaCache: 'none' });
    const registration = await navigator.serviceWorker.ready;
    return registration.active ? await ask(registration.active, { type: 'cache-page', path, files: loadedFiles() }) : false;
  } catch {
    return false;
  }
}

/** Deletes the worker's cache and unregisters it (nothing saved for offline any more). */
export async function forgetStudyPages(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration) return;
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  if (worker) await ask(worker, { type: 'clear' });
  await registration.unregister();
}

/**
 * Same-origin files this page has loaded: the shell's lazily loaded chunks are the same on every
 * page and no HTML names them, so the page that saves tells the worker (it filters them again).
 */
function loadedFiles(): string[] {
  const urls = new Set<string>(performance.getEntriesByType('resource').map((e) => e.name));
  document.querySelectorAll<HTMLScriptElement>('script[src]').forEach((s) => urls.add(s.src));
  document.querySelectorAll<HTMLLinkElement>('link[href]').forEach((l) => urls.add(l.href));
  return [...urls].flatMap((u) => {
    const url = new URL(u, location.href);
    return url.origin === location.origin && /^\/(_next\/static\/|flags\/|icons\/|favicon\.svg$)/.test(url.pathname) ? [url.pathname] : [];
  });
}

function ask(worker: ServiceWorker, message: object): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), 30_000);
    channel.port1.onmessage = (event: MessageEvent<{ ok: boolean }>) => {
      clearTimeout(timer);
      resolve(event.data.ok);
    };
    worker.postMessage(message, [channel.port2]);
  });
}
