import { screen } from '@testing-library/react';
import type { renderPortal } from '../../support/render';

type Portal = Awaited<ReturnType<typeof renderPortal>>;

export interface SignUpEntry {
  readonly name: string;
  readonly surname: string;
  /** As the rider types it (dd/mm/yyyy in English), or '' to leave it empty. */
  readonly dateOfBirth: string;
  readonly email: string;
  readonly confirmEmail: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly privacy: boolean;
}

export const LUCA: SignUpEntry = {
  name: 'Elena',
  surname: 'Conti',
  dateOfBirth: '01/06/1992',
  email: 'elena.conti@example.com',
  confirmEmail: 'elena.conti@example.com',
  password: 'Secret-2026',
  confirmPassword: 'Secret-2026',
  privacy: true,
};

/** Fills the sign-up form as a rider does, field by field, leaving the date field (which reads it on blur). */
export async function fillSignUp(portal: Portal, change: Partial<SignUpEntry> = {}): Promise<void> {
  const entry = { ...LUCA, ...change };
  await portal.ui.paste('Name', entry.name);
  await portal.ui.paste('Surname', entry.surname);
  await portal.ui.paste('Date of birth', entry.dateOfBirth);
  await portal.user.tab();
  await portal.ui.paste('Email', entry.email);
  await portal.ui.paste('Confirm email', entry.confirmEmail);
  await portal.ui.paste('Password', entry.password);
  await portal.ui.paste('Confirm password', entry.confirmPassword);
  const privacy = screen.getByRole('checkbox', { name: 'I have read and accept the privacy notice' });
  if ((privacy as HTMLInputElement).checked !== entry.privacy) await portal.user.click(privacy);
}
