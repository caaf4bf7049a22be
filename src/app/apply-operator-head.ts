import type { Operator } from '../core/shared/operator';

/**
 * Puts the operator's page title, meta description, favicon, theme colour and web app manifest into the document
 * head. The manifest link names the operator (`?tenant=`): a host serving several operators (the sandbox) answers
 * with that one's manifest, a host serving one ignores it (docs/contracts.md#installable-portal-and-offline-reading).
 */
export function applyOperatorHead(doc: Document, operator: Operator, language: string): void {
  const texts = operator.texts[language] ?? operator.texts.en ?? Object.values(operator.texts)[0];
  doc.title = texts?.title || operator.name;
  doc.documentElement.lang = language;
  doc.querySelector('meta[name="description"]')?.setAttribute('content', texts?.description ?? '');
  headLink(doc, 'icon').href = operator.faviconUrl;
  headLink(doc, 'manifest').href = `/manifest.webmanifest?tenant=${encodeURIComponent(operator.key)}`;
  let theme = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!theme) {
    theme = doc.createElement('meta');
    theme.name = 'theme-color';
    doc.head.append(theme);
  }
  theme.content = operator.colors.brand;
}

function headLink(doc: Document, rel: string): HTMLLinkElement {
  let link = doc.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = doc.createElement('link');
    link.rel = rel;
    doc.head.append(link);
  }
  return link;
}
