import { Span } from '@chakra-ui/react';

/** A word with a one-letter prefix: "E-Mail", "e-mail". */
const ONE_LETTER_PREFIXED = /((?<!\p{L})\p{L}-\p{L}+)/u;

/**
 * `text` with words like "E-Mail" kept whole. Browsers may break a line after any hyphen, which
 * strands the letter ("E-|Mail"); a compound's own hyphen ("E-Mail-|Adresse", "Spam-|Ordner")
 * stays a place to break.
 */
export function NaturalBreaks({ text }: { text: string }) {
  // split() with a capturing group: the words kept whole are at the odd places.
  const parts = text.split(ONE_LETTER_PREFIXED);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Span key={index} whiteSpace="nowrap">
            {part}
          </Span>
        ) : (
          part
        ),
      )}
    </>
  );
}
