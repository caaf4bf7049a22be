import { useOffers } from '../../shared/operator-context';
import { DataExportPanel } from './data-export-panel';

/** "Download my data" on the account page, for an operator offering `dataExport`. */
export function RiderData() {
  return useOffers('dataExport') ? <DataExportPanel /> : null;
}
