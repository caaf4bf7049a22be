import type { AxiosInstance } from 'axios';
import type { RiderData } from '../../../core/data-export/rider-data';
import type { RiderDataSource } from '../../../core/data-export/rider-data-source';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { call } from '../client/api-call';
import { toRiderData } from './rider-data-dtos';

/**
 * The rider's data at the operations API (the `dataExport` extension:
 * docs/contracts.md#dataexport-the-riders-own-data-as-an-archive): `GET {oms}/data_export/{operatorKey}`. Null without
 * a call for an operator that does not list the extension, and for a 404.
 */
export class HttpRiderData implements RiderDataSource {
  constructor(
    private readonly http: AxiosInstance,
    private readonly operatorKey: string,
    private readonly offered = true,
  ) {}

  async read(signal?: ReadSignal): Promise<RiderData | null> {
    if (!this.offered) return null;
    const answer = await call<RiderData | 'none'>(
      this.http,
      { method: 'GET', path: `/data_export/${encodeURIComponent(this.operatorKey)}` },
      { read: toRiderData, byStatus: { 404: () => 'none' }, ...(signal ? { signal } : {}) },
    );
    return answer === 'none' ? null : answer;
  }
}
