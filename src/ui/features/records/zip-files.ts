import { strToU8, zip } from 'fflate';
import type { ArchiveFile } from '../../../core/data-export/archive-files';

/**
 * The archive's files as one ZIP (docs/contracts.md#dataexport-the-riders-own-data-as-an-archive), compressed off the
 * main thread (fflate's asynchronous zip works in workers), so the portal stays responsive however long the history.
 */
export function zipFiles(files: readonly ArchiveFile[], modified: Date): Promise<Uint8Array> {
  const entries = Object.fromEntries(files.map((file) => [file.name, strToU8(file.text)]));
  return new Promise((resolve, reject) => {
    zip(entries, { level: 6, mtime: modified }, (error, data) => (error ? reject(error) : resolve(data)));
  });
}
