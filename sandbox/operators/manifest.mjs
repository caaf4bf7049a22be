// @ts-check
/**
 * GET /manifest.webmanifest: the installable portal's web app manifest, per operator (docs/contracts.md#installable-portal-and-offline-reading):
 * its name, short name, theme colour and icons. The sandbox serves several operators on one host, so `?tenant=KEY`
 * picks one (the portal's head links it with its own key), else the default operator; a real operator's host
 * serves one static file.
 */
import { findOperator, listOperators } from '../db/operators.mjs';

/** The sizes of the installed portal's icons: the launcher's and the splash screen's. */
export const ICON_SIZES = [192, 512];

/**
 * @param {import('../db/store.mjs').Store} store @param {string | null} tenant
 * @returns {Record<string, unknown> | undefined}
 */
export function webManifest(store, tenant) {
  const operators = listOperators(store);
  const operator =
    (tenant ? findOperator(store, tenant) : undefined) ?? operators.find((one) => one.isDefault) ?? operators[0];
  if (!operator) return undefined;
  const texts = operator.texts.en ?? Object.values(operator.texts)[0];
  const start = `/?tenant=${encodeURIComponent(operator.key)}`;
  const icon = /** @param {number} size @param {'any' | 'maskable'} purpose */ (size, purpose) => ({
    src: `/operators/${operator.key}/icon-${purpose === 'maskable' ? 'maskable-' : ''}${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: start,
    name: texts?.title || operator.name,
    short_name: operator.name,
    description: texts?.description ?? '',
    start_url: start,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: operator.colors.brand,
    background_color: '#ffffff',
    icons: [...ICON_SIZES.map((size) => icon(size, 'any')), icon(512, 'maskable')],
  };
}
