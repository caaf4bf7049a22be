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
  name: 'Luca',
  surname: 'Verdi',
  dateOfBirth: '01/06/1992',
  email: 'luca.verdi@example.com',
  confirmEmail: 'luca.verdi@example.com',
  password: 'Secret-2026',
  confirmPassword: 'Secret-2026',
  privacy: true,
};

/** Puts a value in a field as a paste (typing eight fields key by key is slow in jsdom). */
export async function paste(portal: Portal, label: string, value: string): Promise<void> {
  const field = await screen.findByLabelText(label);
  await portal.user.clear(field);
  if (value) await portal.user.paste(value);
}

/** Fills the sign-up form as a rider does, field by field, leaving the date field (which reads it on blur). */
export async function fillSignUp(portal: Portal, change: Partial<SignUpEntry> = {}): Promise<void> {
  const entry = { ...LUCA, ...change };
  await paste(portal, 'Name', entry.name);
  await paste(portal, 'Surname', entry.surname);
  await paste(portal, 'Date of birth', entry.dateOfBirth);
  await portal.user.tab();
  await paste(portal, 'Email', entry.email);
  await paste(portal, 'Confirm email', entry.confirmEmail);
  await paste(portal, 'Password', entry.password);
  await paste(portal, 'Confirm password', entry.confirmPassword);
  const privacy = screen.getByRole('checkbox', { name: 'I have read and accept the privacy notice' });
  if ((privacy as HTMLInputElement).checked !== entry.privacy) await portal.user.click(privacy);
}
