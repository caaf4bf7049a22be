import type { ReadSignal } from '../shared/read-signal';
import { archiveFiles, type ArchiveFile } from './archive-files';
import type { RiderData } from './rider-data';
import type { RiderDataSource } from './rider-data-source';

export type DataArchiveAnswer =
  | { readonly kind: 'files'; readonly files: readonly ArchiveFile[]; readonly data: RiderData }
  | { readonly kind: 'not-offered' };

/**
 * The rider's data as the archive's files (docs/contracts.md#dataexport-the-riders-own-data-as-an-archive); the caller
 * zips them. `readme` says what each file holds, in the rider's language.
 */
export class PrepareDataArchive {
  constructor(private readonly source: RiderDataSource) {}

  async execute(readme: (data: RiderData) => string, signal?: ReadSignal): Promise<DataArchiveAnswer> {
    const data = await this.source.read(signal);
    if (!data) return { kind: 'not-offered' };
    return { kind: 'files', files: archiveFiles(data, readme(data)), data };
  }
}
