import { ContainerModule } from 'inversify';
import { AccountSettings } from '../../core/account/account-settings';
import { ChangePassword } from '../../core/account/change-password';
import { ConfirmAccountDeletion, RequestAccountDeletion } from '../../core/account/delete-account';
import { EditAccount } from '../../core/account/edit-account';
import { AddBankCard } from '../../core/cards/add-bank-card';
import { BankCards } from '../../core/cards/bank-cards';
import { BuildReceipt } from '../../core/travels/build-receipt';
import { CompleteSettlement } from '../../core/settlement/complete-settlement';
import { ListBankCards } from '../../core/cards/list-bank-cards';
import { ListPayments } from '../../core/travels/list-payments';
import { ListTickets } from '../../core/travels/list-tickets';
import { FareRules, LoadFareCaps } from '../../core/travels/fare-rules';
import { LoadPendingAmount } from '../../core/settlement/load-pending-amount';
import { PaymentProvider, PaymentRequests } from '../../core/cards/payment-provider';
import { RemoveBankCard } from '../../core/cards/remove-bank-card';
import { Settlements } from '../../core/settlement/settlements';
import { StartCardRegistration } from '../../core/cards/start-card-registration';
import { StartSettlement } from '../../core/settlement/start-settlement';
import { TappedCards } from '../../core/cards/tapped-cards';
import { TravelHistory } from '../../core/travels/travel-history';
import { StoredSession } from '../../core/session/stored-session';
import { Ids } from '../../core/shared/ids';
import { Clock } from '../../core/shared/clock';
import { Claims } from '../../core/claims/claims';
import { LoadClaimRules } from '../../core/claims/load-claim-rules';
import { ListCases } from '../../core/claims/list-cases';
import { Concessions } from '../../core/concessions/concessions';
import { LinkConcessionCard } from '../../core/concessions/link-concession-card';
import { ListConcessions } from '../../core/concessions/list-concessions';
import { ProofProvider } from '../../core/concessions/proof-provider';
import { CompleteEligibilityProof, ProveEligibility } from '../../core/concessions/prove-eligibility';
import { ClaimJourneyCorrection } from '../../core/claims/claim-journey-correction';
import { ReportChargeProblem } from '../../core/claims/report-charge-problem';
import { CardStatus } from '../../core/card-status/card-status';
import { LoadCardStates } from '../../core/card-status/load-card-states';
import { LoadRiderSummary, RiderSummaries } from '../../core/settlement/rider-summary';
import { Alerts } from '../../core/alerts/alerts';
import { ChangeAlert } from '../../core/alerts/change-alert';
import { LoadAlertPreferences } from '../../core/alerts/load-alert-preferences';
import { PrepareDataArchive } from '../../core/data-export/prepare-data-archive';
import { RiderDataSource } from '../../core/data-export/rider-data-source';
import { PrepareStatement } from '../../core/statements/prepare-statement';
import { Statements } from '../../core/statements/statements';
import { CardChecks } from '../../core/card-check/card-checks';
import {
  BuildCheckedCardReceipt,
  CompleteCardPayment,
  EndCardCheck,
  ReadCheckedCard,
} from '../../core/card-check/card-access';
import { PayCheckedCard, RedeemCardProof, StartCardCheck } from '../../core/card-check/check-a-card';
import { provide } from './typed-binding';

/**
 * The use cases of the signed-in pages (cards, trips and payments, settlement, the account area), loaded into the
 * container with the signed-in layout: a first visit to the login page does not carry them.
 */
export const signedInModule = new ContainerModule(({ bind }) => {
  provide(bind, ListBankCards, (get) => new ListBankCards(get(BankCards), get(StoredSession)));
  provide(bind, AddBankCard, (get) => new AddBankCard(get(TappedCards), get(BankCards), get(StoredSession)));
  provide(bind, RemoveBankCard, (get) => new RemoveBankCard(get(BankCards)));
  provide(bind, StartCardRegistration, (get) => new StartCardRegistration(get(PaymentRequests), get(PaymentProvider)));
  provide(bind, ListTickets, (get) => new ListTickets(get(TravelHistory)));
  provide(bind, ListPayments, (get) => new ListPayments(get(TravelHistory)));
  provide(bind, LoadFareCaps, (get) => new LoadFareCaps(get(FareRules)));
  provide(bind, LoadClaimRules, (get) => new LoadClaimRules(get(Claims)));
  provide(bind, ListCases, (get) => new ListCases(get(Claims)));
  provide(bind, ClaimJourneyCorrection, (get) => new ClaimJourneyCorrection(get(Claims), get(Clock)));
  provide(bind, ReportChargeProblem, (get) => new ReportChargeProblem(get(Claims)));
  provide(bind, ListConcessions, (get) => new ListConcessions(get(Concessions), get(Clock)));
  provide(bind, LinkConcessionCard, (get) => new LinkConcessionCard(get(Concessions)));
  provide(bind, ProveEligibility, (get) => new ProveEligibility(get(Concessions), get(ProofProvider)));
  provide(bind, CompleteEligibilityProof, (get) => new CompleteEligibilityProof(get(Concessions)));
  provide(bind, LoadCardStates, (get) => new LoadCardStates(get(CardStatus)));
  provide(bind, LoadRiderSummary, (get) => new LoadRiderSummary(get(RiderSummaries)));
  provide(bind, LoadAlertPreferences, (get) => new LoadAlertPreferences(get(Alerts), get(StoredSession)));
  provide(bind, ChangeAlert, (get) => new ChangeAlert(get(Alerts), get(StoredSession)));
  provide(
    bind,
    PrepareStatement,
    (get) => new PrepareStatement(get(Statements), get(TravelHistory), get(StoredSession)),
  );
  provide(bind, PrepareDataArchive, (get) => new PrepareDataArchive(get(RiderDataSource)));
  provide(bind, BuildReceipt, (get) => new BuildReceipt(get(TravelHistory), get(StoredSession)));
  provide(bind, LoadPendingAmount, (get) => new LoadPendingAmount(get(Settlements)));
  provide(bind, StartSettlement, (get) => new StartSettlement(get(PaymentRequests), get(PaymentProvider), get(Ids)));
  provide(bind, CompleteSettlement, (get) => new CompleteSettlement(get(Settlements)));
  provide(bind, StartCardCheck, (get) => new StartCardCheck(get(CardChecks), get(PaymentProvider)));
  provide(bind, RedeemCardProof, (get) => new RedeemCardProof(get(CardChecks)));
  provide(bind, ReadCheckedCard, (get) => new ReadCheckedCard(get(CardChecks)));
  provide(bind, EndCardCheck, (get) => new EndCardCheck(get(CardChecks)));
  provide(bind, PayCheckedCard, (get) => new PayCheckedCard(get(CardChecks), get(PaymentProvider), get(Ids)));
  provide(bind, CompleteCardPayment, (get) => new CompleteCardPayment(get(CardChecks)));
  provide(bind, BuildCheckedCardReceipt, (get) => new BuildCheckedCardReceipt(get(CardChecks)));
  provide(bind, EditAccount, (get) => new EditAccount(get(AccountSettings), get(StoredSession)));
  provide(bind, ChangePassword, (get) => new ChangePassword(get(AccountSettings), get(StoredSession)));
  provide(bind, RequestAccountDeletion, (get) => new RequestAccountDeletion(get(AccountSettings), get(StoredSession)));
  provide(bind, ConfirmAccountDeletion, (get) => new ConfirmAccountDeletion(get(AccountSettings), get(StoredSession)));
});
