import type { UpdateStore } from '../ui/shared/state/update-store';

/**
 * Registers the portal's service worker (docs/adr/0012-offline-reading.md), once, with the rider's pages: the app shell
 * and the hashed assets are then kept for offline starts. A new deployment's worker waits until the rider accepts
 * the prompt; it then takes over and the page reloads once, so no page runs old code against new assets.
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
}
