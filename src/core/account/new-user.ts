/** The sign-up form as the operator receives it: every field a string (docs/contracts.md#answer-shapes-product-api). */
export interface NewUser {
  readonly name: string;
  readonly surname: string;
  readonly dateOfBirth: string;
  readonly email: string;
  readonly confirmEmail: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly language: string;
  /**
   * Keep the card proven without an account (cardCheck, docs/contracts.md#cardcheck-a-card-checked-without-an-account):
   * the operator registers it to the account once its address is confirmed. Absent: no card.
   */
  readonly keepCheckedCard?: boolean;
}
