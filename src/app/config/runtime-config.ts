import {
  DEFAULT_MINIMUM_AGE,
  isOperatorExtension,
  type LegalIdentity,
  type Operator,
  type OperatorExtension,
  type OperatorTexts,
} from '../../core/shared/operator';
import { isJsonObject, objectField, stringField, type JsonObject } from './json-fields';

/** Where the portal finds its operator: read at start-up, so one build serves every operator. */
export interface RuntimeConfig {
  readonly apiBaseUrl: string;
  readonly omsBaseUrl: string;
  readonly requestTimeoutMs: number;
  readonly sandbox: boolean;
  readonly defaultOperator: string;
  readonly accountPassphrase: string;
  readonly operators: Readonly<Record<string, Operator>>;
  readonly identity: Readonly<Record<string, unknown>>;
  readonly captcha: Readonly<Record<string, unknown>>;
  /** Per operator, browser-side signing of card registrations: honoured only by a build that allows it. */
  readonly paymentSigning: Readonly<Record<string, unknown>>;
}

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

const TEXT_KEYS = ['title', 'description', 'welcomeTitle', 'welcomeSubtitle', 'copyright', 'tagline'] as const;

function parseTexts(raw: JsonObject, path: string): Record<string, OperatorTexts> {
  const texts: Record<string, OperatorTexts> = {};
  for (const [language, value] of Object.entries(raw)) {
    if (!isJsonObject(value)) throw new Error(`${path}.${language} must be an object`);
    const entry = Object.fromEntries(TEXT_KEYS.map((key) => [key, typeof value[key] === 'string' ? value[key] : '']));
    const conditions = value.conditionsOfCarriage;
    texts[language] = {
      ...(entry as unknown as OperatorTexts),
      ...(typeof conditions === 'string' && conditions.trim() ? { conditionsOfCarriage: conditions } : {}),
    };
  }
  return texts;
}

/** A whole number of years from 0 to 150, else the default. */
const minimumAgeOf = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 150 ? value : DEFAULT_MINIMUM_AGE;

/** The extensions listed, known names only, each once; anything else (absent, not a list) is none. */
const extensionsOf = (value: unknown): OperatorExtension[] =>
  Array.isArray(value) ? [...new Set(value.filter(isOperatorExtension))] : [];

/** The zones this browser lists, by their canonical IANA names; read once. */
let listedZones: ReadonlySet<string> | undefined;
function listedTimeZones(): ReadonlySet<string> {
  if (!listedZones) {
    try {
      listedZones = new Set(Intl.supportedValuesOf('timeZone'));
    } catch {
      listedZones = new Set();
    }
  }
  return listedZones;
}

/**
 * An IANA time zone this browser knows, else none (the device's zone then applies). A name the browser lists is
 * taken as it is: reading the list takes a few milliseconds, where the first `Intl.DateTimeFormat` of a page takes
 * 15–25 (its locale data), a long task of the login page's start on a slow phone. An alias or another spelling
 * is left to the formatter to recognise.
 */
function timeZoneOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  if (listedTimeZones().has(value)) return value;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The operator's company: a non-empty legal name, the VAT number and the address lines if given; else none. */
function legalIdentityOf(value: unknown): LegalIdentity | undefined {
  if (!isJsonObject(value) || typeof value.legalName !== 'string' || !value.legalName.trim()) return undefined;
  const address = Array.isArray(value.address) ? value.address.filter((line) => typeof line === 'string') : [];
  return {
    legalName: value.legalName.trim(),
    ...(typeof value.vatNumber === 'string' && value.vatNumber.trim() ? { vatNumber: value.vatNumber.trim() } : {}),
    address,
  };
}

function parseOperator(raw: unknown, key: string): Operator {
  const path = `operators.${key}`;
  if (!isJsonObject(raw)) throw new Error(`${path} must be an object`);
  const colors = objectField(raw, 'colors', path);
  const variant = raw.variant === 'enterprise-only' ? 'enterprise-only' : 'standard';
  const timeZone = timeZoneOf(raw.timeZone);
  const legalIdentity = legalIdentityOf(raw.legalIdentity);
  return {
    key,
    name: stringField(raw, 'name', path),
    siteUrl: stringField(raw, 'siteUrl', path),
    logoUrl: stringField(raw, 'logoUrl', path),
    logoWhiteUrl: typeof raw.logoWhiteUrl === 'string' ? raw.logoWhiteUrl : stringField(raw, 'logoUrl', path),
    faviconUrl: typeof raw.faviconUrl === 'string' ? raw.faviconUrl : `/${key}.ico`,
    privacyPdfUrl: typeof raw.privacyPdfUrl === 'string' ? raw.privacyPdfUrl : '',
    variant,
    sentEmailIfExists: raw.sentEmailIfExists === true,
    minimumAge: minimumAgeOf(raw.minimumAge),
    extensions: extensionsOf(raw.extensions),
    ...(timeZone ? { timeZone } : {}),
    colors: {
      brand: stringField(colors, 'brand', `${path}.colors`),
      brandContrast: stringField(colors, 'brandContrast', `${path}.colors`),
      accent: typeof colors.accent === 'string' ? colors.accent : stringField(colors, 'brand', `${path}.colors`),
    },
    ...(legalIdentity ? { legalIdentity } : {}),
    texts: parseTexts(objectField(raw, 'texts', path), `${path}.texts`),
  };
}

/** Checks the runtime configuration's shape; throws an Error naming the first bad field. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isJsonObject(raw)) throw new Error('the runtime configuration must be a JSON object');
  const operatorsRaw = objectField(raw, 'operators', 'config');
  const operators = Object.fromEntries(
    Object.entries(operatorsRaw).map(([key, value]) => [key, parseOperator(value, key)]),
  );
  const defaultOperator = stringField(raw, 'defaultOperator', 'config');
  if (!operators[defaultOperator]) throw new Error(`config.defaultOperator "${defaultOperator}" is not an operator`);
  const timeout = raw.requestTimeoutMs;
  return {
    apiBaseUrl: stringField(raw, 'apiBaseUrl', 'config'),
    omsBaseUrl: stringField(raw, 'omsBaseUrl', 'config'),
    requestTimeoutMs: typeof timeout === 'number' && timeout > 0 ? timeout : 15000,
    sandbox: raw.sandbox === true,
    defaultOperator,
    accountPassphrase: typeof raw.accountPassphrase === 'string' ? raw.accountPassphrase : '',
    operators,
    identity: isJsonObject(raw.identity) ? raw.identity : {},
    captcha: isJsonObject(raw.captcha) ? raw.captcha : {},
    paymentSigning: isJsonObject(raw.paymentSigning) ? raw.paymentSigning : {},
  };
}

/** Fetches and checks the runtime configuration. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  // The server sends it `no-cache` (revalidated each visit): the default cache mode lets the
  // fetch reuse index.html's preload of it.
  const response = await fetchImpl(RUNTIME_CONFIG_URL);
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_URL} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
