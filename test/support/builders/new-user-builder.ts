import type { NewUser } from '../../../src/core/account/new-user';

/** Fluent test data for a sign-up form that the operator accepts unless told otherwise. */
export class NewUserBuilder {
  private user: NewUser = {
    name: 'Elena',
    surname: 'Conti',
    dateOfBirth: '1992-06-01',
    email: 'elena.conti@example.com',
    confirmEmail: 'elena.conti@example.com',
    password: 'Secret-2026',
    confirmPassword: 'Secret-2026',
    language: 'en',
  };

  private with(change: Partial<NewUser>): this {
    this.user = { ...this.user, ...change };
    return this;
  }

  withName(name: string, surname = this.user.surname) {
    return this.with({ name, surname });
  }
  withDateOfBirth(dateOfBirth: string) {
    return this.with({ dateOfBirth });
  }
  /** Sets the e-mail and its confirmation together. */
  withEmail(email: string) {
    return this.with({ email, confirmEmail: email });
  }
  withConfirmEmail(confirmEmail: string) {
    return this.with({ confirmEmail });
  }
  /** Sets the password and its confirmation together. */
  withPassword(password: string) {
    return this.with({ password, confirmPassword: password });
  }
  withConfirmPassword(confirmPassword: string) {
    return this.with({ confirmPassword });
  }
  withLanguage(language: string) {
    return this.with({ language });
  }

  build(): NewUser {
    return { ...this.user };
  }
}

export const aNewUser = (): NewUserBuilder => new NewUserBuilder();
