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

/** The core's services and use cases, built by factories (the core carries no decorators). */
export const coreModule = new ContainerModule(({ bind }) => {
  bind(StoredSession).toResolvedValue((storage: Storage) => new StoredSession(storage), [Storage]);
  bind(LoginUser).toResolvedValue(
    (accounts: AccountGateway, session: StoredSession) => new LoginUser(accounts, session),
    [AccountGateway, StoredSession],
  );
  bind(RestoreSession).toResolvedValue((session: StoredSession) => new RestoreSession(session), [StoredSession]);
  bind(WatchSession).toResolvedValue((session: StoredSession) => new WatchSession(session), [StoredSession]);
  bind(LogoutUser).toResolvedValue(
    (session: StoredSession, providers: IdentityProviders) => new LogoutUser(session, providers),
    [StoredSession, IdentityProviders],
  );
  bind(ChooseLanguage).toResolvedValue((session: StoredSession) => new ChooseLanguage(session), [StoredSession]);
  bind(ResolveStartLanguage).toResolvedValue(
    (session: StoredSession) => new ResolveStartLanguage(session),
    [StoredSession],
  );
  bind(LoadLanguages).toResolvedValue((accounts: AccountGateway) => new LoadLanguages(accounts), [AccountGateway]);

  bind(SignUpUser).toResolvedValue(
    (accounts: AccountGateway, captcha: Captcha) => new SignUpUser(accounts, captcha),
    [AccountGateway, Captcha],
  );
  bind(ResendConfirmation).toResolvedValue(
    (accounts: AccountGateway, captcha: Captcha) => new ResendConfirmation(accounts, captcha),
    [AccountGateway, Captcha],
  );
  bind(RequestPasswordReset).toResolvedValue(
    (accounts: AccountGateway, captcha: Captcha) => new RequestPasswordReset(accounts, captcha),
    [AccountGateway, Captcha],
  );
  bind(ConfirmEmail).toResolvedValue((accounts: AccountGateway) => new ConfirmEmail(accounts), [AccountGateway]);
  bind(ExchangeResetToken).toResolvedValue(
    (accounts: AccountGateway) => new ExchangeResetToken(accounts),
    [AccountGateway],
  );
  bind(ResetPassword).toResolvedValue((accounts: AccountGateway) => new ResetPassword(accounts), [AccountGateway]);
  bind(LoginWithProvider).toResolvedValue(
    (providers: IdentityProviders, accounts: AccountGateway, session: StoredSession) =>
      new LoginWithProvider(providers, accounts, session),
    [IdentityProviders, AccountGateway, StoredSession],
  );
  bind(PrepareEnterpriseLogin).toResolvedValue(
    (providers: IdentityProviders, login: LoginWithProvider) => new PrepareEnterpriseLogin(providers, login),
    [IdentityProviders, LoginWithProvider],
  );
  bind(ListAvailableProviders).toResolvedValue(
    (providers: IdentityProviders) => new ListAvailableProviders(providers),
    [IdentityProviders],
  );
});
