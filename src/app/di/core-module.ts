import { ContainerModule } from 'inversify';
import { Captcha } from '../../core/account/captcha';
import { ConfirmEmail } from '../../core/account/confirm-email';
import { EmailRequests } from '../../core/account/email-requests';
import { ExchangeResetToken } from '../../core/account/exchange-reset-token';
import { Registration } from '../../core/account/registration';
import { RequestPasswordReset } from '../../core/account/request-password-reset';
import { ResendConfirmation } from '../../core/account/resend-confirmation';
import { ResetPassword } from '../../core/account/reset-password';
import { SignUpUser } from '../../core/account/sign-up-user';
import { ChooseLanguage } from '../../core/session/choose-language';
import { IdentityProviders } from '../../core/session/identity-provider';
import { Languages } from '../../core/session/languages';
import { ListAvailableProviders } from '../../core/session/list-available-providers';
import { LoadLanguages } from '../../core/session/load-languages';
import { LoginUser } from '../../core/session/login-user';
import { LoginWithProvider } from '../../core/session/login-with-provider';
import { LogoutUser } from '../../core/session/logout-user';
import { PrepareEnterpriseLogin } from '../../core/session/prepare-enterprise-login';
import { ResolveStartLanguage } from '../../core/session/resolve-start-language';
import { RestoreSession } from '../../core/session/restore-session';
import { SavedReads } from '../../core/session/saved-reads';
import { SignIn } from '../../core/session/sign-in';
import { StoredSession } from '../../core/session/stored-session';
import { WatchSession } from '../../core/session/watch-session';
import { Storage } from '../../core/shared/storage';
import { provide } from './typed-binding';

/**
 * The core's services and use cases, built by factories (the core carries no decorators) whose
 * `get`s are typed: a swapped or wrong argument does not compile (test/app/di/typed-bindings.ts).
 */
export const coreModule = new ContainerModule(({ bind }) => {
  provide(bind, StoredSession, (get) => new StoredSession(get(Storage)));
  provide(bind, LoginUser, (get) => new LoginUser(get(SignIn), get(StoredSession)));
  provide(bind, RestoreSession, (get) => new RestoreSession(get(StoredSession)));
  provide(bind, WatchSession, (get) => new WatchSession(get(StoredSession)));
  provide(
    bind,
    LogoutUser,
    (get) => new LogoutUser(get(StoredSession), get(IdentityProviders), get(SignIn), get(SavedReads)),
  );
  provide(bind, ChooseLanguage, (get) => new ChooseLanguage(get(StoredSession)));
  provide(bind, ResolveStartLanguage, (get) => new ResolveStartLanguage(get(StoredSession)));
  provide(bind, LoadLanguages, (get) => new LoadLanguages(get(Languages)));
  provide(bind, SignUpUser, (get) => new SignUpUser(get(Registration), get(EmailRequests), get(Captcha)));
  provide(bind, ResendConfirmation, (get) => new ResendConfirmation(get(EmailRequests), get(Captcha)));
  provide(bind, RequestPasswordReset, (get) => new RequestPasswordReset(get(EmailRequests), get(Captcha)));
  provide(bind, ConfirmEmail, (get) => new ConfirmEmail(get(EmailRequests)));
  provide(bind, ExchangeResetToken, (get) => new ExchangeResetToken(get(EmailRequests)));
  provide(bind, ResetPassword, (get) => new ResetPassword(get(EmailRequests)));
  provide(
    bind,
    LoginWithProvider,
    (get) => new LoginWithProvider(get(IdentityProviders), get(SignIn), get(StoredSession)),
  );
  provide(
    bind,
    PrepareEnterpriseLogin,
    (get) => new PrepareEnterpriseLogin(get(IdentityProviders), get(LoginWithProvider)),
  );
  provide(bind, ListAvailableProviders, (get) => new ListAvailableProviders(get(IdentityProviders)));
});
