import type { ArchiveFile } from '../../../core/data-export/archive-files';
import type { ZipRequest } from './zip-worker';

/** Zips where no worker exists (tests): fflate's own asynchronous zip. */
async function zipHere(files: readonly ArchiveFile[], modified: Date): Promise<Uint8Array> {
  const { strToU8, zip } = await import('fflate');
  const entries = Object.fromEntries(files.map((file) => [file.name, strToU8(file.text)]));
  return new Promise((resolve, reject) => {
    zip(entries, { level: 6, mtime: modified }, (error, data) => (error ? reject(error) : resolve(data)));
  });
}

/**
 * The archive's files as one ZIP (docs/contracts.md#dataexport-the-riders-own-data-as-an-archive), compressed off the
 * main thread in a worker of the portal's origin, so the portal stays responsive however long the history.
 */
export function zipFiles(files: readonly ArchiveFile[], modified: Date): Promise<Uint8Array> {
  if (typeof Worker === 'undefined') return zipHere(files, modified);
  const worker = new Worker(new URL('./zip-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<Uint8Array>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<Uint8Array>) => resolve(event.data);
    worker.onerror = (event) => reject(new Error(event.message || 'the archive could not be zipped'));
    worker.postMessage({ files, modified: modified.getTime() } satisfies ZipRequest);
  }).finally(() => worker.terminate());
}
