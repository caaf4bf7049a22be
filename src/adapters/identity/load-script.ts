/** Script URLs already added to the page, with their loading. */
const loading = new WeakMap<Document, Map<string, Promise<void>>>();

/**
 * Adds `<script async src=url>` to the document once and resolves when it has run; a script that
 * fails to load is forgotten, so the next call tries again.
 */
export function loadScript(url: string, doc: Document = document): Promise<void> {
  const scripts = loading.get(doc) ?? new Map<string, Promise<void>>();
  loading.set(doc, scripts);
  const known = scripts.get(url);
  if (known) return known;
  const loaded = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        scripts.delete(url);
        script.remove();
        reject(new Error(`could not load ${url}`));
      },
      { once: true },
    );
    doc.head.append(script);
  });
  scripts.set(url, loaded);
  return loaded;
}
