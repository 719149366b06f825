// The app's offline side (the index page only, never the embeddable board): it tells boot.js that
// the modules run, registers the service worker (../sw.js) and, when a new version of the site
// has been downloaded, offers "A new version is ready — reload". It never reloads by itself: the
// new version waits until the player clicks, so no game is cut short. Its words are the index
// page's, in the page's language (<html lang>), and follow a change of language: the bar's parts
// carry data-i18n keys that page-words.js fills again.

import { createWords, english } from '../words/words.js';

/** @type {import('../types/types.js').PageGlobals} */ (globalThis).loaBoot?.started();

const bar = document.getElementById('update');
const SW_URL = new URL('../../sw.js', import.meta.url);

async function registerServiceWorker() {
  // Service workers need http(s); the one-file edition from file:// has everything inline anyway.
  if (!('serviceWorker' in navigator) || !/^https?:$/.test(location.protocol)) return;
  let registration;
  try {
    registration = await navigator.serviceWorker.register(SW_URL, { scope: new URL('./', SW_URL).href });
  } catch (err) {
    // Playing still works; only the offline copy is missing (private windows may refuse it).
    console.warn(`Offline play is not available: ${err instanceof Error ? err.message : err}`);
    return;
  }
  if (!registration) return; // a browser that blocks service workers may answer with nothing
  let accepted = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => accepted && location.reload());
  /** Offers the new version, `waiting` to take over. @param {ServiceWorker} waiting */
  const offer = (waiting) => {
    // Without a controller this is the first install: nothing to update yet.
    if (!bar || !navigator.serviceWorker.controller) return;
    const words = pageWords();
    const text = document.createElement('span');
    text.dataset.i18n = 'ui.update';
    text.textContent = words.t('ui.update');
    const reload = document.createElement('button');
    reload.type = 'button';
    reload.dataset.i18n = 'ui.reload';
    reload.textContent = words.t('ui.reload');
    reload.onclick = () => {
      accepted = true;
      waiting.postMessage({ type: 'skip-waiting' }); // it takes over; controllerchange reloads
    };
    bar.replaceChildren(text, ' ', reload);
    bar.hidden = false;
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => installing.state === 'installed' && offer(installing));
  });
}

/** The words of the page's language (app.js has registered its catalogue), English if it has none. */
function pageWords() {
  try {
    return createWords({ locale: document.documentElement.lang || 'en' });
  } catch {
    return english;
  }
}

registerServiceWorker();
