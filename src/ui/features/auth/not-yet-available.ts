import { useTranslation } from 'react-i18next';
import { notify } from '../../components/toaster';

/**
 * The sign-in paths that come with the identity-provider work: for now they say so in a toast.
 * Replace the callers' use of this hook when the providers are wired.
 */
export function useSignInNotYetAvailable(): (provider: string) => void {
  const { t } = useTranslation('auth');
  return (provider) => notify(t('login.providerUnavailable', { provider }), 'info');
}
