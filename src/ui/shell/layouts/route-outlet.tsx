import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { reloadsOf } from '../../shared/routing/reload-state';

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
 * The current screen, loaded lazily. Keyed by the place and its reloads, so that the error modal's
 * reload mounts the screen afresh — but a second navigation to the same place (a logout's, after
 * the route guard's) does not.
 */
export function RouteOutlet() {
  const { pathname, search, state } = useLocation();
  const key = `${pathname}${search}#${reloadsOf(state)}`;
  return (
    <Suspense fallback={<ScreenFallback />}>
      <Outlet key={key} />
    </Suspense>
  );
}
