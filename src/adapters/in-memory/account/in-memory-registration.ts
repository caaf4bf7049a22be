import type { NewUser } from '../../../core/account/new-user';
import type { Registration, SignUpAnswer } from '../../../core/account/registration';
import type { InMemoryOperatorState } from './in-memory-operator-state';
import { signUpErrors } from './in-memory-rules';

/** Registration on the in-memory operator: a valid, new address becomes an unconfirmed rider. */
export class InMemoryRegistration implements Registration {
  constructor(private readonly operator: InMemoryOperatorState) {}

  signUp(user: NewUser, _captchaToken: string | null): Promise<SignUpAnswer> {
    return this.operator.answer('signUp', (): SignUpAnswer => {
      const languages = this.operator.languages.map((language) => language.id);
      const errors = signUpErrors(user, languages, this.operator.clock.now(), this.operator.minimumAge);
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
      if (this.operator.riders.byEmail(user.email)) return { kind: 'account-exists' };
      const checkedCard = this.operator.checkedCard;
      if (user.keepCheckedCard && !checkedCard) return { kind: 'invalid', errors: { keepCheckedCard: 'noCardAccess' } };
      if (user.keepCheckedCard && checkedCard) this.operator.keptCards.set(user.email.trim(), checkedCard);
      this.operator.riders.add({
        email: user.email.trim(),
        name: user.name.trim(),
        surname: user.surname.trim(),
        language: user.language.trim(),
        dateOfBirth: user.dateOfBirth.trim(),
        password: user.password,
        confirmed: false,
      });
      return { kind: 'registered' };
    });
  }
}
