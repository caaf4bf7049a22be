import { chakra, Table, VisuallyHidden } from '@chakra-ui/react';
import { STATIC_CLASSES } from '../static-styles';
import { Fragment, memo, type KeyboardEvent, type ReactElement } from 'react';
import type { DataColumn, HideBelow } from './data-column';

const TONES = { success: 'green.subtle', danger: 'red.subtle' } as const;
export type RowTone = keyof typeof TONES;

export interface DataTableRowProps<T> {
  readonly row: T;
  readonly columns: readonly DataColumn<T>[];
  /** The widest breakpoint below which some column unfolds; none: every column always shows. */
  readonly foldBelow: HideBelow | undefined;
  readonly id: string;
  readonly expanded: boolean;
  readonly onToggle: (id: string) => void;
  readonly onActivate?: (row: T) => void;
  /** The name of the button that opens the row ("Details: Pigneto → Flaminio, 27/11/2026 08:12"). */
  readonly activateLabel: string;
  readonly tone?: RowTone;
  /** The fold toggle's names, given once by the table rather than translated in every row. */
  readonly toggleLabels: { readonly show: string; readonly hide: string };
}

/**
 * One row, opened by a click anywhere on it (pointers) or by the named button its first cell holds (keyboards and
 * screen readers: a row itself has no name, nor a button's role); on narrow screens its hidden columns unfold under it. Memoised: a row that stays on the page (a longer page, a search that keeps it)
 * is not rendered again.
 */
export const DataTableRow = memo(function DataTableRow<T>({
  row,
  id,
  columns,
  foldBelow,
  expanded,
  onToggle,
  onActivate,
  activateLabel,
  tone,
  toggleLabels,
}: DataTableRowProps<T>) {
  const open = onActivate ? () => onActivate(row) : undefined;
  const named = open ? columns.find((column) => !column.isAction)?.id : undefined;
  const cell = (column: DataColumn<T>) =>
    column.id === named && open ? (
      <chakra.button
        type="button"
        aria-label={activateLabel}
        onClick={(event) => {
          event.stopPropagation();
          open();
        }}
        textAlign="start"
        cursor="pointer"
        rounded="sm"
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        {column.cell(row)}
      </chakra.button>
    ) : (
      column.cell(row)
    );
  const folded = columns.filter((column) => column.hideBelow);
  const lined = columns.filter((column) => column.lineBelow);
  const span = columns.length + (foldBelow ? 1 : 0);
  // The row and its lines read as one: no rule between them where the lines show.
  const joined = lined[0]?.lineBelow;
  const rowBorder = joined ? { borderBottomWidth: { base: '0', [joined]: '1px' } } : {};
  const stop = {
    onClick: (event: { stopPropagation(): void }) => event.stopPropagation(),
    onKeyDown: (event: KeyboardEvent) => event.stopPropagation(),
  };
  return (
    <Fragment>
      <Table.Row
        bg={tone ? TONES[tone] : undefined}
        color="fg"
        cursor={open ? 'pointer' : undefined}
        onClick={open}
        _hover={open ? { bg: tone ? TONES[tone] : 'bg.muted', filter: 'brightness(0.97)' } : undefined}
        _focusWithin={open ? { bg: tone ? TONES[tone] : 'bg.muted' } : undefined}
      >
        {foldBelow && (
          <Table.Cell hideFrom={foldBelow} width="10" pe="0" {...rowBorder} {...stop}>
            <button
              type="button"
              className={STATIC_CLASSES.fold}
              aria-expanded={expanded}
              aria-label={expanded ? toggleLabels.hide : toggleLabels.show}
              onClick={() => onToggle(id)}
            >
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="m6 9 6 6 6-6" />
              </svg>
            </button>
          </Table.Cell>
        )}
        {columns.map((column) => (
          <Table.Cell
            key={column.id}
            hideBelow={column.hideBelow ?? column.lineBelow}
            {...rowBorder}
            {...(column.isAction ? stop : {})}
          >
            {cell(column)}
          </Table.Cell>
        ))}
      </Table.Row>
      {lined.map((column) => (
        <Table.Row
          key={column.id}
          hideFrom={column.lineBelow}
          bg={tone ? TONES[tone] : undefined}
          cursor={open ? 'pointer' : undefined}
          onClick={open}
        >
          <Table.Cell colSpan={span} pt="0">
            <VisuallyHidden>{column.header}</VisuallyHidden>
            {column.cell(row)}
          </Table.Cell>
        </Table.Row>
      ))}
      {foldBelow && expanded && (
        <Table.Row hideFrom={foldBelow} bg={tone ? TONES[tone] : undefined}>
          <Table.Cell colSpan={columns.length + 1}>
            <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
              {folded.map((column) => (
                <Fragment key={column.id}>
                  <chakra.dt fontWeight="semibold">{column.header}</chakra.dt>
                  <chakra.dd {...(column.isAction ? stop : {})}>{column.cell(row)}</chakra.dd>
                </Fragment>
              ))}
            </chakra.dl>
          </Table.Cell>
        </Table.Row>
      )}
    </Fragment>
  );
}) as <T>(props: DataTableRowProps<T>) => ReactElement;
