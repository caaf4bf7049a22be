import { jsdomRequire } from './jsdom-internals';

/**
 * Testing Library's `getByLabelText` reads the `labels` of every element of the page. jsdom answers each form
 * control's live `labels` by walking the whole document and asking every element its `control`, and a label with
 * `for` walks the document again to find its id: for a form of a dozen fields, a dozen walks of the page, each
 * with a walk per label. It was most of that query's CPU, and the query is what the form tests run most.
 *
 * This finds every label's control in one walk of a tree (the first element with the label's `for` id, or the
 * first labelable element inside the label, as jsdom's `control` does) and keeps it until the tree's root changes
 * version: jsdom bumps the version of every ancestor on any insertion, removal or attribute change, and its live
 * lists recompute on the same version, so the answers are the same as jsdom's own, at the same times. Whether an
 * element is labelable also depends on its custom element definition, which can change without a new version:
 * a tree holding a custom element is walked again at each read.
 */
interface NodeImpl {
  readonly nodeType: number;
  readonly _version: number;
  readonly _globalObject: unknown;
  readonly _ceState?: string;
  getRootNode(options: object): NodeImpl;
  getAttributeNS(namespace: null, name: string): string | null;
}
interface Index {
  readonly version: number;
  readonly controlOf: Map<NodeImpl, NodeImpl | null>;
  readonly labelsOf: Map<NodeImpl, NodeImpl[]>;
}

const ELEMENT_NODE = 1;
/** The form controls whose `labels` jsdom computes with `getLabelsForLabelable` (`living/nodes/*-impl.js`). */
const LABELABLE = ['Button', 'Input', 'Meter', 'Output', 'Progress', 'Select', 'TextArea'];

/** jsdom's own `control` getter, kept where the replacement is installed (once, whoever imports this module). */
const OWN_CONTROL = Symbol.for('tapway.test.jsdomLabelControl');
type Getter = (this: NodeImpl) => NodeImpl | null;

/**
 * Replaces the `control` of jsdom's labels and the `labels` of its form controls (for every jsdom window, as the
 * jsdom modules are shared); returns jsdom's own `control`, for a label element, to compare with.
 */
export function installLabelIndex(): (label: HTMLLabelElement) => HTMLElement | null {
  const { implForWrapper, wrapperForImpl } = jsdomRequire('./jsdom/living/generated/utils.js') as {
    implForWrapper(wrapper: unknown): NodeImpl;
    wrapperForImpl(impl: NodeImpl | null): unknown;
  };
  const { domSymbolTree } = jsdomRequire('./jsdom/living/helpers/internal-constants.js') as {
    domSymbolTree: { treeIterator(root: NodeImpl): Iterable<NodeImpl> };
  };
  const { isLabelable } = jsdomRequire('./jsdom/living/helpers/form-controls.js') as {
    isLabelable(node: NodeImpl): boolean;
  };
  const NodeList = jsdomRequire('./jsdom/living/generated/NodeList.js') as {
    createImpl(globalObject: unknown, args: [], data: { element: NodeImpl; query: () => NodeImpl[] }): unknown;
  };
  const implOf = (name: string) =>
    (jsdomRequire(`./jsdom/living/nodes/HTML${name}Element-impl.js`) as { implementation: { prototype: object } })
      .implementation.prototype;
  const labelPrototype = implOf('Label') as { [OWN_CONTROL]?: Getter };
  const LabelImpl = labelPrototype.constructor as abstract new () => object;
  const jsdomControl = (label: HTMLLabelElement) =>
    wrapperForImpl(labelPrototype[OWN_CONTROL]!.call(implForWrapper(label))) as HTMLElement | null;
  if (labelPrototype[OWN_CONTROL]) return jsdomControl;
  const ownControl = Object.getOwnPropertyDescriptor(labelPrototype, 'control')!.get! as Getter;
  labelPrototype[OWN_CONTROL] = ownControl;

  const indexes = new WeakMap<NodeImpl, Index>();
  const indexOf = (root: NodeImpl): Index => {
    const known = indexes.get(root);
    if (known && known.version === root._version) return known;
    const ids = new Map<string, NodeImpl>();
    const labels: NodeImpl[] = [];
    let customElements = false;
    for (const node of domSymbolTree.treeIterator(root)) {
      if (node.nodeType !== ELEMENT_NODE) continue;
      const id = node.getAttributeNS(null, 'id');
      if (id !== null && !ids.has(id)) ids.set(id, node);
      if (node instanceof LabelImpl) labels.push(node);
      if (node._ceState !== 'uncustomized') customElements = true;
    }
    const controlOf = new Map<NodeImpl, NodeImpl | null>();
    const labelsOf = new Map<NodeImpl, NodeImpl[]>();
    for (const label of labels) {
      let control: NodeImpl | null;
      const forId = label.getAttributeNS(null, 'for');
      if (forId !== null) {
        const target = forId === '' ? undefined : ids.get(forId);
        control = target && isLabelable(target) ? target : null;
      } else {
        // The label's own subtree only: jsdom's getter, which reads no id.
        control = ownControl.call(label);
      }
      controlOf.set(label, control);
      if (!control) continue;
      const labelled = labelsOf.get(control);
      if (labelled) labelled.push(label);
      else labelsOf.set(control, [label]);
    }
    const index = { version: customElements ? NaN : root._version, controlOf, labelsOf };
    indexes.set(root, index);
    return index;
  };

  Object.defineProperty(labelPrototype, 'control', {
    configurable: true,
    get(this: NodeImpl) {
      return indexOf(this.getRootNode({})).controlOf.get(this) ?? null;
    },
  });
  // jsdom's getLabelsForLabelable, with the query answered from the index.
  for (const name of LABELABLE) {
    Object.defineProperty(implOf(name), 'labels', {
      configurable: true,
      get(this: NodeImpl & { _labels: unknown }) {
        if (!isLabelable(this)) return null;
        if (!this._labels) {
          const root = this.getRootNode({});
          this._labels = NodeList.createImpl(root._globalObject, [], {
            element: root,
            query: () => indexOf(root).labelsOf.get(this) ?? [],
          });
        }
        return this._labels;
      },
    });
  }
  return jsdomControl;
}
