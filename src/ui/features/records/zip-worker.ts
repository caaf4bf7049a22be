import { strToU8, zipSync } from 'fflate';
import type { ArchiveFile } from '../../../core/data-export/archive-files';

/** What the page sends: the archive's files and their modification time (ms). */
export interface ZipRequest {
  readonly files: readonly ArchiveFile[];
  readonly modified: number;
}

/**
 * Zips the rider's data archive in a worker of the portal's own origin (the content security policy allows no
 * worker made from a blob), so the page stays responsive while it compresses.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ZipRequest>) => void) | null;
  postMessage(message: unknown, transfer: Transferable[]): void;
};

scope.onmessage = ({ data }) => {
  const entries = Object.fromEntries(data.files.map((file) => [file.name, strToU8(file.text)]));
  const zipped = zipSync(entries, { level: 6, mtime: data.modified });
  scope.postMessage(zipped, [zipped.buffer]);
};
