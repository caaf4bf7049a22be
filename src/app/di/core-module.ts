import { ContainerModule } from 'inversify';
import { AccountGateway } from '../../core/session/account-gateway';
import { Captcha } from '../../core/account/captcha';
import { IdentityProviders } from '../../core/session/identity-provider';
import { Storage } from '../../core/shared/storage';
import { StoredSession } from '../../core/session/stored-session';
import { ChooseLanguage } from '../../core/session/choose-language';
import { ConfirmEmail } from '../../core/account/confirm-email';
import { ExchangeResetToken } from '../../core/account/exchange-reset-token';
import { ListAvailableProviders } from '../../core/session/list-available-providers';
import { LoadLanguages } from '../../core/session/load-languages';
import { LoginUser } from '../../core/session/login-user';
import { LoginWithProvider } from '../../core/session/login-with-provider';
import { LogoutUser } from '../../core/session/logout-user';
import { PrepareEnterpriseLogin } from '../../core/session/prepare-enterprise-login';
import { RequestPasswordReset } from '../../core/account/request-password-reset';
import { ResendConfirmation } from '../../core/account/resend-confirmation';
import { ResetPassword } from '../../core/account/reset-password';
import { ResolveStartLanguage } from '../../core/session/resolve-start-language';
import { RestoreSession } from '../../core/session/restore-session';
import { SignUpUser } from '../../core/account/sign-up-user';
import { WatchSession } from '../../core/session/watch-session';
import { AddBankCard } from '../../core/cards/add-bank-card';
import { BankCards } from '../../core/cards/bank-cards';
import { ListBankCards } from '../../core/cards/list-bank-cards';
import { PaymentProvider, PaymentRequests } from '../../core/cards/payment-provider';
import { RemoveBankCard } from '../../core/cards/remove-bank-card';
import { StartCardRegistration } from '../../core/cards/start-card-registration';
import { TappedCards } from '../../core/cards/tapped-cards';

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
  bind(ListBankCards).toResolvedValue(construct(ListBankCards), [BankCards, StoredSession]);
  bind(AddBankCard).toResolvedValue(construct(AddBankCard), [TappedCards, BankCards, StoredSession]);
  bind(RemoveBankCard).toResolvedValue(construct(RemoveBankCard), [BankCards]);
  bind(StartCardRegistration).toResolvedValue(construct(StartCardRegistration), [PaymentRequests, PaymentProvider]);
});
