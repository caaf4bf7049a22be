import { ContainerModule } from 'inversify';
import { AccountGateway } from '../../core/ports/account-gateway';
import { Captcha } from '../../core/ports/captcha';
import { IdentityProviders } from '../../core/ports/identity-provider';
import { Storage } from '../../core/ports/storage';
import { StoredSession } from '../../core/session/stored-session';
import { ChooseLanguage } from '../../core/use-cases/choose-language';
import { ConfirmEmail } from '../../core/use-cases/confirm-email';
import { ExchangeResetToken } from '../../core/use-cases/exchange-reset-token';
import { ListAvailableProviders } from '../../core/use-cases/list-available-providers';
import { LoadLanguages } from '../../core/use-cases/load-languages';
import { LoginUser } from '../../core/use-cases/login-user';
import { LoginWithProvider } from '../../core/use-cases/login-with-provider';
import { LogoutUser } from '../../core/use-cases/logout-user';
import { PrepareEnterpriseLogin } from '../../core/use-cases/prepare-enterprise-login';
import { RequestPasswordReset } from '../../core/use-cases/request-password-reset';
import { ResendConfirmation } from '../../core/use-cases/resend-confirmation';
import { ResetPassword } from '../../core/use-cases/reset-password';
import { ResolveStartLanguage } from '../../core/use-cases/resolve-start-language';
import { RestoreSession } from '../../core/use-cases/restore-session';
import { SignUpUser } from '../../core/use-cases/sign-up-user';
import { WatchSession } from '../../core/use-cases/watch-session';

/** A factory that calls the constructor: inversify checks the tokens against its parameter types. */
const construct =
  <A extends unknown[], T>(Type: new (...args: A) => T) =>
  (...args: A): T =>
    new Type(...args);

/** The core's services and use cases, built by factories (the core carries no decorators). */
export const coreModule = new ContainerModule(({ bind }) => {
  bind(StoredSession).toResolvedValue(construct(StoredSession), [Storage]);
  bind(LoginUser).toResolvedValue(construct(LoginUser), [AccountGateway, StoredSession]);
  bind(RestoreSession).toResolvedValue(construct(RestoreSession), [StoredSession]);
  bind(WatchSession).toResolvedValue(construct(WatchSession), [StoredSession]);
  bind(LogoutUser).toResolvedValue(construct(LogoutUser), [StoredSession, IdentityProviders]);
  bind(ChooseLanguage).toResolvedValue(construct(ChooseLanguage), [StoredSession]);
  bind(ResolveStartLanguage).toResolvedValue(construct(ResolveStartLanguage), [StoredSession]);
  bind(LoadLanguages).toResolvedValue(construct(LoadLanguages), [AccountGateway]);
  bind(SignUpUser).toResolvedValue(construct(SignUpUser), [AccountGateway, Captcha]);
  bind(ResendConfirmation).toResolvedValue(construct(ResendConfirmation), [AccountGateway, Captcha]);
  bind(RequestPasswordReset).toResolvedValue(construct(RequestPasswordReset), [AccountGateway, Captcha]);
  bind(ConfirmEmail).toResolvedValue(construct(ConfirmEmail), [AccountGateway]);
  bind(ExchangeResetToken).toResolvedValue(construct(ExchangeResetToken), [AccountGateway]);
  bind(ResetPassword).toResolvedValue(construct(ResetPassword), [AccountGateway]);
  bind(LoginWithProvider).toResolvedValue(construct(LoginWithProvider), [IdentityProviders, AccountGateway, StoredSession]);
  bind(PrepareEnterpriseLogin).toResolvedValue(construct(PrepareEnterpriseLogin), [IdentityProviders, LoginWithProvider]);
  bind(ListAvailableProviders).toResolvedValue(construct(ListAvailableProviders), [IdentityProviders]);
});
