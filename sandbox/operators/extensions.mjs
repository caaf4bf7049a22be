// @ts-check
/**
 * The extensions of the operator's contract the sandbox offers (docs/contracts.md#operator-extensions), listed per
 * operator in the runtime configuration. Every demo operator offers them all unless the sandbox is started with
 * `TAPWAY_OPERATOR_EXTENSIONS` (a comma-separated list, or `none`: the portal against the base API only).
 */
export const SANDBOX_EXTENSIONS = Object.freeze([
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
]);

/**
 * The extensions named by a setting: every one when unset, none for `none`, else the known names listed.
 * @param {string | undefined} setting @returns {readonly string[]}
 */
export function extensionsFrom(setting) {
  if (setting === undefined || setting.trim() === '') return SANDBOX_EXTENSIONS;
  const named = setting.split(',').map((name) => name.trim());
  return SANDBOX_EXTENSIONS.filter((name) => named.includes(name));
}
