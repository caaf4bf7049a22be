/**
 * `display`, `visibility` and `pointer-events` of an element as jsdom computes them, from the rules that declare
 * the property only. jsdom matches every rule of every sheet against the element to build its whole declaration,
 * and does it again after any change to the document; these three are what Testing Library and user-event ask of
 * every element a query or a click passes, and a few of Chakra's ≈ 110 rules declare them.
 *
 * Same cascade as jsdom (`living/helpers/style-rules.js`): its default style sheet, then the document's sheets in
 * order, `@media` rules for the screen, the last matching rule winning (jsdom has no specificity), `unset` removing
 * the value, the inline style last; then the CSS-wide keywords and inheritance. Values computed once per element
 * until jsdom drops its own style cache (any change to an attached node or to the sheets).
 */

interface Rule {
  readonly selectorText?: string;
  readonly media?: ArrayLike<string>;
  readonly cssRules?: ArrayLike<Rule>;
  readonly styleSheet?: Sheet | null;
  readonly style?: CSSStyleDeclaration;
  readonly constructor: { readonly name: string };
}
interface Sheet {
  readonly cssRules: ArrayLike<Rule>;
}
export interface ElementImpl {
  readonly parentElement: ElementImpl | null;
  readonly style: CSSStyleDeclaration;
  readonly _ownerDocument: {
    _styleCache: WeakMap<object, unknown> | null;
    readonly styleSheets: { readonly _list: readonly Sheet[] };
    readonly _domSelector: {
      check(selector: string, element: ElementImpl): { match: boolean; pseudoElement?: unknown };
    };
  };
}

/** The as-specified properties, with what jsdom says of each. */
export const CASCADED = {
  display: { inherited: false, initial: 'inline' },
  visibility: { inherited: true, initial: 'visible' },
  'pointer-events': { inherited: true, initial: 'auto' },
} as const;
export type CascadedProperty = keyof typeof CASCADED;

const { indexOf } = Array.prototype;

/** A sheet's style rules as jsdom walks them (imported sheets and `@media` for the screen opened). */
function styleRulesOf(sheet: Sheet): Rule[] {
  const rules: Rule[] = [];
  for (const rule of Array.from(sheet.cssRules)) {
    if (!rule.media) {
      rules.push(rule);
    } else if (rule.constructor.name === 'CSSImportRule') {
      if (rule.styleSheet && (rule.media.length === 0 || indexOf.call(rule.media, 'screen') !== -1))
        rules.push(...Array.from(rule.styleSheet.cssRules));
    } else if (indexOf.call(rule.media, 'screen') !== -1) {
      rules.push(...Array.from(rule.cssRules ?? []));
    }
  }
  return rules;
}

export function visibilityCascade(defaultSheet: Sheet) {
  /** Per sheet, its rule count when read and, per property, the rules that declare it. */
  const declaring = new WeakMap<Sheet, { count: number; byProperty: Map<string, Rule[]> }>();
  const rulesDeclaring = (sheet: Sheet, property: string): Rule[] => {
    let known = declaring.get(sheet);
    if (!known || known.count !== sheet.cssRules.length) {
      known = { count: sheet.cssRules.length, byProperty: new Map() };
      declaring.set(sheet, known);
    }
    let rules = known.byProperty.get(property);
    if (!rules) {
      rules = styleRulesOf(sheet).filter((rule) => rule.style?.getPropertyValue(property));
      known.byProperty.set(property, rules);
    }
    return rules;
  };

  const matches = (rule: Rule, element: ElementImpl) => {
    try {
      if (!rule.selectorText) return false;
      const selector = rule.selectorText.split(';').pop()!.trim();
      const { match, pseudoElement } = element._ownerDocument._domSelector.check(selector, element);
      return !pseudoElement && match;
    } catch {
      return false;
    }
  };

  const cascaded = (element: ElementImpl, property: string): string => {
    let value = '';
    for (const sheet of [defaultSheet, ...element._ownerDocument.styleSheets._list]) {
      for (const rule of rulesDeclaring(sheet, property)) {
        if (!matches(rule, element)) continue;
        const declared = rule.style!.getPropertyValue(property);
        value = declared === 'unset' ? '' : declared;
      }
    }
    const inline = element.style.getPropertyValue(property);
    if (inline) value = inline === 'unset' ? '' : inline;
    return value;
  };

  /** Computed values by jsdom's style cache (a new one after each change), element and property. */
  const computedIn = new WeakMap<object, WeakMap<ElementImpl, Map<string, string>>>();

  const computed = (element: ElementImpl, property: CascadedProperty): string => {
    const document = element._ownerDocument;
    document._styleCache ??= new WeakMap();
    let byElement = computedIn.get(document._styleCache);
    if (!byElement) computedIn.set(document._styleCache, (byElement = new WeakMap()));
    let values = byElement.get(element);
    if (!values) byElement.set(element, (values = new Map()));
    let value = values.get(property);
    if (value === undefined) {
      value = computeValue(element, property);
      values.set(property, value);
    }
    return value;
  };

  const computeValue = (element: ElementImpl, property: CascadedProperty): string => {
    const { inherited, initial } = CASCADED[property];
    const parent = element.parentElement;
    const fromParent = () => (parent !== null ? computed(parent, property) : initial);
    const specified = cascaded(element, property) || (inherited ? fromParent() : initial);
    if (specified === 'initial') return initial;
    if (specified === 'inherit') return fromParent();
    if (specified === 'unset') return inherited ? fromParent() : initial;
    return specified;
  };

  return computed;
}
