// Hand-written, not a CSV library: none is on the design card, the core imports no package (ADR 0001), and writing RFC 4180 is the two lines below.
/** RFC 4180: fields with a quote, comma, CR or LF are quoted, quotes doubled; records end in CRLF. */
export function toCsv(records: readonly (readonly string[])[]): string {
  return records.map((record) => record.map(csvField).join(',')).join('\r\n') + '\r\n';
}

const csvField = (field: string): string => (/[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field);

/**
 * A value from the operator (a fare, a station) made inert for spreadsheets: one that starts like
 * a formula (=, +, -, @, tab, CR) gets a leading apostrophe (OWASP CSV injection).
 */
export const inertCell = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The UTF-8 byte order mark spreadsheet programs look for to read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';
