/** The screen variant an operator runs: the full login form, or enterprise sign-on only. */
export type OperatorVariant = 'standard' | 'enterprise-only';

/** The texts an operator brings, per language. */
export interface OperatorTexts {
  readonly title: string;
  readonly description: string;
  readonly welcomeTitle: string;
  readonly welcomeSubtitle: string;
  readonly copyright: string;
  readonly tagline: string;
  /** The note on receipts about the conditions of carriage; the portal's general wording when absent. */
  readonly conditionsOfCarriage?: string;
}

/** The youngest age at which a rider may sign up when the operator's configuration does not say (docs/behaviour/rules.md#date-of-birth). */
export const DEFAULT_MINIMUM_AGE = 14;

/** A transport operator that runs the portal (a tenant), with its branding and settings. */
export interface Operator {
  readonly key: string;
  readonly name: string;
  readonly siteUrl: string;
  readonly logoUrl: string;
  readonly logoWhiteUrl: string;
  readonly faviconUrl: string;
  readonly privacyPdfUrl: string;
  readonly variant: OperatorVariant;
  /** Answer 'No Account Found' with the neutral "if your address exists" notice. */
  readonly sentEmailIfExists: boolean;
  /** The youngest age at which a rider may sign up: the operator refuses a younger date of birth with tooYoung. */
  readonly minimumAge: number;
  readonly colors: { readonly brand: string; readonly brandContrast: string; readonly accent: string };
  readonly texts: Readonly<Record<string, OperatorTexts>>;
}
