import { useEffect, useState } from 'react';
import { useUrlToken } from './use-url-token';
import { useUiState } from '../../shared/state/ui-state';

/**
 * The reset form's token: the one passed on arrival (router state or `?token=`), else the one
 * kept in memory for this tab, so a re-mounted screen (the error modal's reload) still has it.
 */
export function useResetToken(): string | null {
  const passed = useUrlToken();
  const { resetToken } = useUiState();
  const [token] = useState(() => passed ?? resetToken.token);
  useEffect(() => {
    if (token !== null) resetToken.keep(token);
  }, [resetToken, token]);
  return token;
}
