// @ts-check
/** POST /api/sign_up: registers an unconfirmed account. */
import { hashPassword } from '../auth/password.mjs';
import { createAccount, findAccountByEmail } from '../db/accounts.mjs';
import { listLanguages } from '../db/operators.mjs';
import { captchaErrors } from '../identity/captcha.mjs';
import { isObject } from '../identity/identity.mjs';
import { dateOfBirthError, nameError } from '../../contract/operator-rules.mjs';
import { checkedCardOfSignUp, rememberCheckedCard } from '../oms/card-check/card-check-signup.mjs';
import { emailErrors, nameText, newPasswordErrors, raw, text } from './validation.mjs';

/**
 * @param {Record<string, unknown>} user @param {string[]} languages @param {number} minimumAge the operator's
 * @returns {import('./validation.mjs').FieldError[]}
 */
function signUpErrors(user, languages, minimumAge) {
  const errors = [];
  for (const field of ['name', 'surname']) {
    const error = nameError(nameText(user[field]));
    if (error) errors.push({ path: `user.${field}`, msg: error });
  }
  const dateOfBirth = dateOfBirthError(text(user.date_of_birth), minimumAge);
  if (dateOfBirth) errors.push({ path: 'user.date_of_birth', msg: dateOfBirth });
  const email = text(user.email);
  const confirmEmail = text(user.confirm_email);
  errors.push(...emailErrors('user.email', email));
  if (!confirmEmail) errors.push({ path: 'user.confirm_email', msg: 'required' });
  else if (confirmEmail.toLowerCase() !== email.toLowerCase())
    errors.push({ path: 'user.confirm_email', msg: 'notMatch' });
  errors.push(
    ...newPasswordErrors(['user.password', 'user.confirm_password'], raw(user.password), raw(user.confirm_password)),
  );
  if (!languages.includes(text(user.language))) errors.push({ path: 'user.language', msg: 'notSupported' });
  return errors;
}

/** @type {import('./context.mjs').ApiHandler} */
export async function signUp(context) {
  const { body, store, operator } = context;
  const user = isObject(body.user) ? body.user : {};
  const languages = listLanguages(store, operator.key).map((language) => language.id);
  // cardCheck: the card proven without an account, kept by the new account (docs/contracts.md#cardcheck-a-card-checked-without-an-account).
  const checked = checkedCardOfSignUp(context);
  const errors = [
    ...signUpErrors(user, languages, operator.minimumAge),
    ...checked.errors,
    ...(await captchaErrors(body)),
  ];
  if (errors.length > 0) return { errors };
  const email = text(user.email);
  // The hash and a write happen for a known address too: the time does not tell whether it exists.
  const passwordHash = await hashPassword(raw(user.password));
  if (findAccountByEmail(store, operator.key, email)) {
    store.touch();
    return 'Account Already Exists';
  }
  const account = createAccount(store, {
    operatorKey: operator.key,
    name: nameText(user.name),
    surname: nameText(user.surname),
    email,
    dateOfBirth: text(user.date_of_birth),
    passwordHash,
    language: text(user.language),
    confirmed: false,
  });
  if (checked.panToken) rememberCheckedCard(context, account.id, checked.panToken);
  return 'Account Registered Successfully';
}
