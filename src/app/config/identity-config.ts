import type { RecaptchaSettings } from '../../adapters/captcha/recaptcha-v3-captcha';
import type { FacebookSettings } from '../../adapters/identity/facebook/facebook-identity-provider';
import type { GoogleSettings } from '../../adapters/identity/google/google-identity-provider';
import type { MsalSettings } from '../../adapters/identity/msal/msal-settings';
import { isJsonObject, nonEmptyField, type JsonObject } from './json-fields';

/** The identity providers one operator runs; a missing one is not configured. */
export interface IdentitySettings {
  readonly azure?: MsalSettings;
  readonly google?: GoogleSettings;
  readonly facebook?: FacebookSettings;
}

export type CaptchaSettings =
  { readonly provider: 'recaptcha-v3'; readonly settings: RecaptchaSettings } | { readonly provider: 'none' };

const optionalText = (object: JsonObject, key: string, path: string, fallback: string): string =>
  object[key] === undefined ? fallback : nonEmptyField(object, key, path);

function texts(object: JsonObject, key: string, path: string): string[] {
  const value = object[key] ?? [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    throw new Error(`${path}.${key} must be a list of strings`);
  return value;
}

/** `section[name]` for one operator: `section.operators[key][name]` when given there (null: off). */
function forOperator(section: JsonObject, name: string, operatorKey: string): { raw: unknown; path: string } {
  const overrides = isJsonObject(section.operators) ? section.operators[operatorKey] : undefined;
  if (isJsonObject(overrides) && name in overrides)
    return { raw: overrides[name], path: `operators.${operatorKey}.${name}` };
  return { raw: section[name], path: name };
}

function parseAzure(raw: JsonObject, path: string): MsalSettings {
  const protocolMode = raw.protocolMode ?? 'AAD';
  if (protocolMode !== 'AAD' && protocolMode !== 'OIDC')
    throw new Error(`${path}.protocolMode must be "AAD" or "OIDC"`);
  const redirectUri = nonEmptyField(raw, 'redirectUri', path);
  const metadata = raw.authorityMetadata;
  return {
    clientId: nonEmptyField(raw, 'clientId', path),
    authority: nonEmptyField(raw, 'authority', path),
    knownAuthorities: texts(raw, 'knownAuthorities', path),
    protocolMode,
    redirectUri,
    postLogoutRedirectUri: optionalText(raw, 'postLogoutRedirectUri', path, redirectUri),
    ...(metadata === undefined
      ? {}
      : { authorityMetadata: typeof metadata === 'string' ? metadata : JSON.stringify(metadata) }),
  };
}

const parseGoogle = (raw: JsonObject, path: string): GoogleSettings => ({
  clientId: nonEmptyField(raw, 'clientId', path),
  scriptUrl: optionalText(raw, 'scriptUrl', path, 'https://accounts.google.com/gsi/client'),
});

const parseFacebook = (raw: JsonObject, path: string): FacebookSettings => ({
  appId: nonEmptyField(raw, 'appId', path),
  sdkUrl: optionalText(raw, 'sdkUrl', path, 'https://connect.facebook.net/en_US/sdk.js'),
  version: optionalText(raw, 'version', path, 'v19.0'),
});

const PARSERS: Record<keyof IdentitySettings, (raw: JsonObject, path: string) => unknown> = {
  azure: parseAzure,
  google: parseGoogle,
  facebook: parseFacebook,
};

type Report = (message: string) => void;
const reportToConsole: Report = (message) => console.error(message);

/**
 * The providers of one operator from the runtime configuration's `identity` (docs/identity-providers.md):
 * the entries for every operator, overridden per provider by `identity.operators[key]` (null turns a
 * provider off). A malformed entry is reported and left out, so the other ways in keep working.
 */
export function identitySettingsFor(
  identity: JsonObject,
  operatorKey: string,
  report: Report = reportToConsole,
): IdentitySettings {
  const settings: Record<string, unknown> = {};
  for (const [name, parse] of Object.entries(PARSERS)) {
    const { raw, path } = forOperator(identity, name, operatorKey);
    if (raw === undefined || raw === null) continue;
    try {
      if (!isJsonObject(raw)) throw new Error(`identity.${path} must be an object`);
      settings[name] = parse(raw, `identity.${path}`);
    } catch (error) {
      report(`Tapway: a provider is left out: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return settings as IdentitySettings;
}

/** Bot protection of one operator from the runtime configuration's `captcha` (`captcha.operators[key]` overrides). */
export function captchaSettingsFor(
  captcha: JsonObject,
  operatorKey: string,
  report: Report = reportToConsole,
): CaptchaSettings {
  const overrides = isJsonObject(captcha.operators) ? captcha.operators : {};
  const raw = operatorKey in overrides ? overrides[operatorKey] : captcha;
  const path = operatorKey in overrides ? `captcha.operators.${operatorKey}` : 'captcha';
  if (!isJsonObject(raw) || raw.provider === undefined || raw.provider === 'none') return { provider: 'none' };
  try {
    if (raw.provider !== 'recaptcha-v3') throw new Error(`${path}.provider "${String(raw.provider)}" is not supported`);
    const timeout = raw.timeoutMs;
    return {
      provider: 'recaptcha-v3',
      settings: {
        siteKey: nonEmptyField(raw, 'siteKey', path),
        scriptUrl: optionalText(raw, 'scriptUrl', path, 'https://www.google.com/recaptcha/api.js'),
        timeoutMs: typeof timeout === 'number' && timeout > 0 ? timeout : 10_000,
      },
    };
  } catch (error) {
    report(`Tapway: bot protection is off: ${error instanceof Error ? error.message : String(error)}`);
    return { provider: 'none' };
  }
}
