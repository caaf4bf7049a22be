// @ts-check
/** A one-page privacy notice as a minimal, valid PDF (ASCII text, standard fonts, exact xref offsets). */
import { identityOf } from './catalog.mjs';

/** @param {string} value */
const pdfText = (value) => value.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');

/** @param {string} paragraph @param {number} width */
function wrap(paragraph, width = 88) {
  const lines = [''];
  for (const word of paragraph.split(/\s+/)) {
    const last = lines.length - 1;
    if (lines[last] && (lines[last] + ' ' + word).length > width) lines.push(word);
    else lines[last] = lines[last] ? `${lines[last]} ${word}` : word;
  }
  return lines;
}

/** @param {{ key: string, name: string, texts: Record<string, import('./catalog.mjs').OperatorTexts> }} operator */
function noticeParagraphs(operator) {
  const company = identityOf(operator.key)?.legalName ?? operator.name;
  return [
    `${company} ("the operator") runs the ${operator.name} rider portal and is responsible for the personal data it holds.`,
    'When you create an account we keep your name, surname, date of birth, e-mail address and preferred language.',
    'For the contactless cards you register we keep a masked card number and a payment token, never the full card number, together with the trips and payments that follow from your taps at the gates.',
    'We use this data only to run your account, to build your tickets and to charge your fares. We keep it while your account exists and delete it afterwards, unless the law requires us to keep it longer.',
    `You can view, correct or delete your data at any time from the Account page of the portal, or by writing to privacy@${operator.key}.example.`,
    'This is a sample notice served by the Tapway operator sandbox.',
  ];
}

/** @param {{ key: string, name: string, texts: Record<string, import('./catalog.mjs').OperatorTexts> }} operator @returns {Buffer} */
export function privacyPdf(operator) {
  const title = `Privacy notice - ${operator.name}`;
  const lines = noticeParagraphs(operator).flatMap((paragraph) => [...wrap(paragraph), '']);
  const content = [
    'BT',
    '/F2 18 Tf',
    '56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf',
    '15 TL',
    '0 -30 Td',
    ...lines.map((line) => `(${pdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /Lang (en) >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${pdfText(title)}) /Producer (Tapway sandbox) >>`,
  ];
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
