import type { Operator } from '../../../core/shared/operator';
import { parseHex, readableOn } from './contrast';

const FALLBACK_BRAND = '#1f4e8c';

/** The operator's brand colour (or the fallback when it is not a colour) and the text colour that reads on it at AA. */
export function brandColours(operator: Operator): { readonly brand: string; readonly onBrand: string } {
  const brand = parseHex(operator.colors.brand) ? operator.colors.brand : FALLBACK_BRAND;
  return { brand, onBrand: readableOn(brand, operator.colors.brandContrast) };
}
