import { readFileSync } from 'node:fs';
import { jsdomRequire } from './jsdom-internals';
import { CASCADED, visibilityCascade, type CascadedProperty, type ElementImpl } from './visibility-cascade';

/**
 * jsdom's `getComputedStyle` copies every declaration of every rule that matches the element (Chakra's global
 * rules match all of them) into a new CSSStyleDeclaration, then resolves fifteen properties, colours included,
 * each walking up the ancestors: ≈ 0.2 ms an element. Testing Library asks it for one or two properties of every
 * candidate of a role query and every ancestor, so it was a fifth of the UI tests' CPU (docs/testing.md).
 *
 * This answers the same values from the same jsdom functions, but only for the property read, when it is read
 * (as a browser's live declaration does). Reading a property by name, camelCase or kebab-case, or by
 * `getPropertyValue` is what the tests, Testing Library, user-event and Chakra's positioning do; anything else
 * (`length`, iteration, pseudo-elements) falls back to jsdom's own full declaration.
 */
interface StyleRules {
  propertiesWithResolvedValueImplemented: Record<string, unknown>;
  getDeclarationForElement(element: unknown): CSSStyleDeclaration;
  getResolvedValue(element: unknown, property: string): string;
}

/** What is not one property's value: answered by jsdom's full declaration. */
const WHOLE_DECLARATION = new Set([
  'length',
  'item',
  'cssText',
  'cssFloat',
  'parentRule',
  'getPropertyPriority',
  'setProperty',
  'removeProperty',
  'constructor',
  'toString',
  'toJSON',
  'then',
]);

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** jsdom's own `getComputedStyle`, kept on a window where the replacement is installed. */
const OWN = Symbol.for('tapway.test.jsdomGetComputedStyle');

/**
 * Replaces `window.getComputedStyle` (once a window: the setup file runs again for every test file of a worker, on
 * the same window); returns jsdom's own.
 */
export function installLazyComputedStyle(
  window: Window & typeof globalThis & { [OWN]?: Window['getComputedStyle'] },
): Window['getComputedStyle'] {
  if (window[OWN]) return window[OWN];
  const rules = jsdomRequire('./jsdom/living/helpers/style-rules.js') as StyleRules;
  const { implForWrapper } = jsdomRequire('./jsdom/living/generated/utils.js') as {
    implForWrapper(w: unknown): unknown;
  };
  const { CSSStyleDeclaration } = jsdomRequire('cssstyle') as { CSSStyleDeclaration: new () => CSSStyleDeclaration };
  const scratch = new CSSStyleDeclaration();
  const parsed = (property: string, value: string) => {
    scratch.setProperty(property, value);
    const kept = scratch.getPropertyValue(property);
    scratch.removeProperty(property);
    return kept;
  };
  const cssom = jsdomRequire('@acemir/cssom') as { parse(text: string): Parameters<typeof visibilityCascade>[0] };
  const cascade = visibilityCascade(
    cssom.parse(readFileSync(jsdomRequire.resolve('./jsdom/browser/default-stylesheet.css'), 'utf8')),
  );
  const original = window.getComputedStyle.bind(window);
  window[OWN] = original;
  const resolved = rules.propertiesWithResolvedValueImplemented;
  window.getComputedStyle = (element: Element, pseudo?: string | null): CSSStyleDeclaration => {
    const impl = implForWrapper(element);
    if ((pseudo !== undefined && pseudo !== null && pseudo !== '') || !impl) return original(element, pseudo);
    const declared = (property: string) => rules.getDeclarationForElement(impl).getPropertyValue(property);
    // jsdom sets each resolved value on its declaration, which keeps only what it parses ('invert' is not kept).
    const valueOf = (property: string) =>
      property in CASCADED
        ? cascade(impl as ElementImpl, property as CascadedProperty)
        : property in resolved
          ? parsed(property, rules.getResolvedValue(impl, property)) || declared(property)
          : declared(property);
    let full: CSSStyleDeclaration | undefined;
    const whole = () => (full ??= original(element));
    return new Proxy({} as CSSStyleDeclaration, {
      get(_, key) {
        if (key === 'getPropertyValue') return valueOf;
        if (typeof key === 'string' && !WHOLE_DECLARATION.has(key) && !/^\d+$/.test(key)) return valueOf(kebab(key));
        const value = Reflect.get(whole(), key) as unknown;
        return typeof value === 'function' ? (value as () => unknown).bind(whole()) : value;
      },
    });
  };
  return original;
}
