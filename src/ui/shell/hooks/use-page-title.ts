import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { useOperator } from '../../shared/operator-context';
import { isPageHandle } from '../routes/page-handle';

/** The browser tab names the page and the operator ("Payments · Metro"), in the rider's language. */
export function usePageTitle(): void {
  const { t, i18n } = useTranslation('common');
  const operator = useOperator();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isPageHandle);
  const page = t(`pages.${handle?.page ?? 'notFound'}`);
  useEffect(() => {
    document.title = `${page} · ${operator.name}`;
  }, [page, operator.name, i18n.language]);
}
