import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useObservable } from '../../shared/hooks/use-observable';
import { providerAnswerIn } from '../../shared/payment/provider-params';
import { useUiState } from '../../shared/state/ui-state';

function ScreenFallback() {
  const { t } = useTranslation('common');
  return (
    <Center py="20" role="status">
      <Spinner size="lg" color="brand.fg" />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}

/**
 * The current screen, loaded lazily. Keyed by the path and the error modal's reloads: a change of the
 * query only (a list's period, its view) keeps the screen and the rider's focus in it, while another
 * page or a reload mounts the screen afresh — and so does an arrival from the payment provider, whose answer in the
 * query is read once by the screen it comes back to.
 */
export function RouteOutlet() {
  const { pathname, search } = useLocation();
  const reloads = useObservable(useUiState().errors.reloads$);
  return (
    <Suspense fallback={<ScreenFallback />}>
      <Outlet key={`${pathname}#${reloads}${providerAnswerIn(search)}`} />
    </Suspense>
  );
}
