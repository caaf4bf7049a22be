import { chakra, IconButton, Table } from '@chakra-ui/react';
import { Fragment, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../icons/chevron-down-icon';
import type { DataColumn, HideBelow } from './data-column';

const TONES = { success: 'green.subtle', danger: 'red.subtle' } as const;
export type RowTone = keyof typeof TONES;

export interface DataTableRowProps<T> {
  readonly row: T;
  readonly columns: readonly DataColumn<T>[];
  /** The widest breakpoint below which some column unfolds; none: every column always shows. */
  readonly foldBelow: HideBelow | undefined;
  readonly expanded: boolean;
  readonly onToggle: () => void;
  readonly onActivate?: (row: T) => void;
  readonly tone?: RowTone;
}

/** One row, focusable and opened by click, Enter or Space; on narrow screens its hidden columns unfold under it. */
export function DataTableRow<T>({ row, columns, foldBelow, expanded, onToggle, onActivate, tone }: DataTableRowProps<T>) {
  const { t } = useTranslation('common');
  const open = onActivate ? () => onActivate(row) : undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open || event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    open();
  };
  const folded = columns.filter((column) => column.hideBelow);
  const stop = { onClick: (event: { stopPropagation(): void }) => event.stopPropagation(), onKeyDown: (event: KeyboardEvent) => event.stopPropagation() };
  return (
    <Fragment>
      <Table.Row
        bg={tone ? TONES[tone] : undefined}
        tabIndex={open ? 0 : undefined}
        cursor={open ? 'pointer' : undefined}
        onClick={open}
        onKeyDown={onKeyDown}
        _hover={open ? { bg: tone ? TONES[tone] : 'bg.muted', filter: 'brightness(0.97)' } : undefined}
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '-3px' }}
      >
        {foldBelow && (
          <Table.Cell hideFrom={foldBelow} width="10" {...stop}>
            <IconButton size="xs" variant="ghost" aria-expanded={expanded} aria-label={t(expanded ? 'dataTable.hideDetails' : 'dataTable.showDetails')} onClick={onToggle}>
              <ChevronDownIcon transform={expanded ? 'rotate(180deg)' : undefined} />
            </IconButton>
          </Table.Cell>
        )}
        {columns.map((column) => (
          <Table.Cell key={column.id} hideBelow={column.hideBelow} color="fg" {...(column.isAction ? stop : {})}>
            {column.cell(row)}
          </Table.Cell>
        ))}
      </Table.Row>
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
}
