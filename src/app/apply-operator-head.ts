import type { Operator } from '../core/shared/operator';

/** Puts the operator's page title, meta description and favicon into the document head. */
export function applyOperatorHead(doc: Document, operator: Operator, language: string): void {
  const texts = operator.texts[language] ?? operator.texts.en ?? Object.values(operator.texts)[0];
  doc.title = texts?.title || operator.name;
  doc.documentElement.lang = language;
  doc.querySelector('meta[name="description"]')?.setAttribute('content', texts?.description ?? '');
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  icon.href = operator.faviconUrl;
}
