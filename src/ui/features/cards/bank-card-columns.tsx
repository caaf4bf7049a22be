import { IconButton } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { BankCard } from '../../../core/cards/bank-card';
import { CardIdentityView } from '../../shared/cards/card-identity';
import { SCHEME_NAMES } from '../../shared/cards/scheme-logo';
import type { DataColumn } from '../../shared/data-table/data-column';
import { formatDateTime } from '../../../core/shared/format-date-time';
import { CloseIcon } from '../../shared/icons/close-icon';
import { FeatureSlot } from '../../shared/routing/feature-slots';
import { TrashIcon } from '../../shared/icons/trash-icon';

/**
 * The card list's columns (docs/behaviour/screens.md#bank-cards): card, its state at the gates (where `gates`: the
 * card-status feature's slot), date (updated), manage.
 */
export function bankCardColumns(
  t: TFunction<'cards'>,
  locale: string,
  manage: { readonly removing: number | null; readonly toggle: (card: BankCard) => void },
  gates = false,
): DataColumn<BankCard>[] {
  const state: DataColumn<BankCard>[] = gates
    ? [
        {
          id: 'gates',
          header: t('columns.gates'),
          cell: (card) => <FeatureSlot name="cardState" card={card} />,
          // Too wide beside the card on a phone: on its own line under it there.
          lineBelow: 'md',
        },
      ]
    : [];
  return [
    {
      id: 'card',
      header: t('columns.card'),
      cell: (card) => (
        <CardIdentityView
          scheme={card.scheme}
          label={card.label}
          truncatedPan={card.truncatedPan}
          formFactor={card.formFactor}
          deviceLabel={t('common:device')}
        />
      ),
      searchText: (card) =>
        [
          SCHEME_NAMES[card.scheme],
          card.label,
          card.truncatedPan,
          card.formFactor === 'device' ? t('common:device') : '',
        ].join(' '),
      sortValue: (card) => card.truncatedPan,
    },
    ...state,
    {
      id: 'date',
      header: t('columns.date'),
      cell: (card) => formatDateTime(card.updated, locale),
      searchText: (card) => formatDateTime(card.updated, locale),
      sortValue: (card) => card.updated.getTime(),
      hideBelow: 'sm',
    },
    {
      id: 'manage',
      header: t('columns.manage'),
      isAction: true,
      cell: (card) => {
        const removing = manage.removing === card.id;
        return (
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette={removing ? 'gray' : 'red'}
            aria-label={t(removing ? 'manage.cancel' : 'manage.delete', { pan: card.truncatedPan })}
            onClick={() => manage.toggle(card)}
          >
            {removing ? <CloseIcon /> : <TrashIcon />}
          </IconButton>
        );
      },
    },
  ];
}
