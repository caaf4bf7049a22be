import type { ReactNode } from 'react';

/** Where a column stops showing in the row and unfolds under it instead (Chakra breakpoints). */
export type HideBelow = 'sm' | 'md' | 'lg';

/** One column of a DataTable: what the feature says about it. */
export interface DataColumn<T> {
  readonly id: string;
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
  /** The value the column sorts by; the column is sortable when given. */
  readonly sortValue?: (row: T) => string | number;
  /** The text the search box matches in this column (what the rider reads in the cell). */
  readonly searchText?: (row: T) => string;
  /** On screens narrower than this breakpoint the column unfolds under the row. */
  readonly hideBelow?: HideBelow;
  /**
   * On screens narrower than this breakpoint the column shows on a line of its own under the row, always (not
   * folded): what the rider must see at a glance but that is too wide beside the other columns.
   */
  readonly lineBelow?: HideBelow;
  /** A cell with its own controls: clicking in it does not open the row. */
  readonly isAction?: true;
}
