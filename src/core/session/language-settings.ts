export interface LanguageSettings {
  /** The languages the portal ships messages for. */
  readonly shipped: readonly string[];
  readonly fallback: string;
}
