/**
 * What shows nothing on its own: white space and separators, control characters, format characters (zero-width space,
 * joiners, bidirectional marks, soft hyphen, BOM), default-ignorable code points (Hangul fillers, variation selectors,
 * tags), lone surrogates, combining marks without a base, the blank Braille pattern. The operator's published rule
 * (contract/operator-rules.mjs `hasVisibleText`), for the core; a test keeps the two alike.
 */
const VISIBLE = /[^\p{White_Space}\p{Z}\p{Cc}\p{Cf}\p{Cs}\p{M}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** Whether a text has a character one can see: a required text made only of invisible characters is as empty as ''. */
export const hasVisibleText = (value: string): boolean => VISIBLE.test(value);
