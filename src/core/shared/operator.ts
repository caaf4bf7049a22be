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

/**
 * The documented extensions of the operator's contract (docs/contracts.md#operator-extensions) an operator may offer.
 * A portal feature built on one shows only where the operator's runtime configuration lists it.
 */
export const OPERATOR_EXTENSIONS = [
  'fareCaps',
  'chargeDetails',
  'claims',
  'cardStatus',
  'alerts',
  'statements',
  'dataExport',
  'fareNames',
  'riderSummary',
  'concessions',
  'cardCheck',
] as const;

export type OperatorExtension = (typeof OPERATOR_EXTENSIONS)[number];

export const isOperatorExtension = (name: unknown): name is OperatorExtension =>
  typeof name === 'string' && (OPERATOR_EXTENSIONS as readonly string[]).includes(name);

/** Whether the operator offers an extension of the contract (none unless its configuration lists it). */
export const offers = (operator: Pick<Operator, 'extensions'>, extension: OperatorExtension): boolean =>
  operator.extensions.includes(extension);

/** The company behind an operator's brand, as its receipts and statements name it. */
export interface LegalIdentity {
  readonly legalName: string;
  readonly vatNumber?: string;
  readonly address: readonly string[];
}

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
  /** The extensions of the contract it offers beyond the base API (empty: the base API only). */
  readonly extensions: readonly OperatorExtension[];
  /**
   * The time zone the operator counts its days in (IANA name): a trip or a payment falls in a period by its day there,
   * so the periods count from the operator's today. Absent: the device's zone.
   */
  readonly timeZone?: string;
  readonly colors: { readonly brand: string; readonly brandContrast: string; readonly accent: string };
  /** The company (its legal name on receipts); absent: the receipts name the brand (`name`). */
  readonly legalIdentity?: LegalIdentity;
  readonly texts: Readonly<Record<string, OperatorTexts>>;
}
