import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { useOperator } from '../../shared/operator-context';
import { PATHS } from '../../shared/paths';

/** A page of password accounts: an enterprise-only operator has none, so the page leads to its login. */
export function PasswordAccountsOnly({ children }: { children: ReactElement }) {
  return useOperator().variant === 'enterprise-only' ? <Navigate to={PATHS.login} replace /> : children;
}
