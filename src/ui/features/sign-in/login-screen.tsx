import { useOperator } from '../../shared/operator-context';
import { EnterpriseLogin } from './enterprise-login';
import { StandardLogin } from './standard-login';

/** Login (/): the operator's screen variant (docs/behaviour/screens.md#login). */
export function LoginScreen() {
  return useOperator().variant === 'enterprise-only' ? <EnterpriseLogin /> : <StandardLogin />;
}
