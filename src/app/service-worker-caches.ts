/**
 * The service worker's runtime caches (docs/adr/0012-offline-reading.md), named once for the worker's build
 * (vite.config.ts) and the page that fills one of them on a first visit (register-service-worker.ts).
 */
export const CONFIG_CACHE = 'tapway-config';
export const OPERATOR_FILES_CACHE = 'tapway-operator';
