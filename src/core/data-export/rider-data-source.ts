import type { ReadSignal } from '../shared/read-signal';
import { token, type Token } from '../shared/token';
import type { RiderData } from './rider-data';

/**
 * The operator's answer to "download my data" (the `dataExport` extension:
 * docs/contracts.md#dataexport-the-riders-own-data-as-an-archive); null for an operator that does not offer it.
 */
export interface RiderDataSource {
  read(signal?: ReadSignal): Promise<RiderData | null>;
}

export const RiderDataSource: Token<RiderDataSource> = token('RiderDataSource');
