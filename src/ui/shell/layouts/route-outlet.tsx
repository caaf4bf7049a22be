import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';

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
 * The current screen, loaded lazily. Keyed by the history entry, so that re-opening the same
 * location (the error modal's reload) mounts the screen afresh.
 */
export function RouteOutlet() {
  const { key } = useLocation();
  return (
    <Suspense fallback={<ScreenFallback />}>
      <Outlet key={key} />
    </Suspense>
  );
}
