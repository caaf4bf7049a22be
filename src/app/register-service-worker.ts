import type { UpdateStore } from '../ui/shared/state/update-store';
import { RUNTIME_CONFIG_URL } from './config/runtime-config';
import { CONFIG_CACHE } from './service-worker-caches';

/**
 * Registers the portal's service worker (docs/adr/0012-offline-reading.md), once, with the rider's pages: the app shell
 * and the hashed assets are then kept for offline starts. A new deployment's worker waits until the rider accepts
 * the prompt; it then takes over and the page reloads once, so no page runs old code against new assets.
 * On the visit that installs it, the worker did not see the runtime configuration go by (the page read it before the
 * worker was there): the page keeps a copy in the worker's cache for it, so that the very next start, offline, has its
 * settings. From then on the worker's network-first route keeps that copy fresh.
 */
let registered = false;

export async function registerServiceWorker(updates: UpdateStore): Promise<void> {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  const { Workbox } = await import('workbox-window');
  const worker = new Workbox('/sw.js', { scope: '/' });
  worker.addEventListener('waiting', () =>
    updates.offer(() => {
      worker.addEventListener('controlling', () => window.location.reload());
      worker.messageSkipWaiting();
    }),
  );
  await worker.register();
  if (!navigator.serviceWorker.controller) await keepRuntimeConfig();
}

/** Puts the runtime configuration in the worker's cache, unless a copy is there; quiet when the network fails. */
async function keepRuntimeConfig(): Promise<void> {
  if (!('caches' in window)) return;
  try {
    const cache = await caches.open(CONFIG_CACHE);
    if (!(await cache.match(RUNTIME_CONFIG_URL))) await cache.add(RUNTIME_CONFIG_URL);
  } catch {
    // Offline, or the cache refused: the next visit the worker controls keeps it, as before.
  }
}
