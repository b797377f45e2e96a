import { createRequire } from 'node:module';
import { StyleSheet } from '@emotion/sheet';
import { compile, DECLARATION, KEYFRAMES, serialize, stringify } from 'stylis';

// This file runs before each test file, and the component tier's files share their worker's jsdom and packages
// (vite.config.ts): what it patches below is patched by the worker's first file only.
const shared = globalThis as { jsdomPatched?: boolean };
const firstFile = !shared.jsdomPatched;
shared.jsdomPatched = true;

/**
 * jsdom finds a label's control by walking the whole document (`HTMLLabelElement.control`), and an element's
 * labels by asking that of every node (`labels`): Testing Library's ByLabelText query asks it of every form
 * control, so one query on a form screen (~2,600 nodes) took seconds, half the component tier's time. The same
 * answer, from the document's id index: the first element in tree order with the label's `for` id, if labelable
 * (HTML's rule); a label without `for` keeps jsdom's own walk of its descendants.
 */
const require = createRequire(import.meta.url);
const { implementation: LabelImpl } = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as {
  implementation: { prototype: object };
};
const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
  isLabelable: (node: unknown) => boolean;
};
interface LabelNode {
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): { getElementById?: (id: string) => unknown; _byIdCache?: unknown };
}
const treeWalk = Object.getOwnPropertyDescriptor(LabelImpl.prototype, 'control')!.get!;
if (firstFile)
  Object.defineProperty(LabelImpl.prototype, 'control', {
    configurable: true,
    get(this: LabelNode) {
      const target = this.getAttributeNS(null, 'for');
      const root = this.getRootNode({});
      if (target === null || !root._byIdCache || !root.getElementById) return treeWalk.call(this) as unknown;
      if (target === '') return null;
      const element = root.getElementById(target);
      return element && isLabelable(element) ? element : null;
    },
  });

/**
 * The other half: a control's `labels` walked the whole document and asked every node for its `control`, once per
 * control, so naming the N controls of a form (every ByRole query with a name asks each control's labels) walked
 * it N times. One walk per version of the document now indexes every label by its control: jsdom bumps a node's
 * `_version`, and its ancestors', on every change of its subtree or attributes, so the index is as fresh as
 * jsdom's own lists.
 */
interface TreeNode {
  _version: number;
  _localName?: string;
  _namespaceURI?: string | null;
  _globalObject: unknown;
  control?: unknown;
  getRootNode(options: object): TreeNode;
}
const { domSymbolTree } = require('jsdom/lib/jsdom/living/helpers/internal-constants.js') as {
  domSymbolTree: { treeIterator(root: TreeNode): Iterable<TreeNode> };
};
const NodeList = require('jsdom/lib/generated/idl/NodeList.js') as {
  createImpl(globalObject: unknown, args: unknown[], privateData: object): unknown;
};
const HTML = 'http://www.w3.org/1999/xhtml';
const labelIndexes = new WeakMap<TreeNode, { version: number; byControl: Map<unknown, TreeNode[]> }>();
const labelIndexOf = (root: TreeNode) => {
  const known = labelIndexes.get(root);
  if (known?.version === root._version) return known.byControl;
  const byControl = new Map<unknown, TreeNode[]>();
  for (const node of domSymbolTree.treeIterator(root)) {
    if (node._localName !== 'label' || node._namespaceURI !== HTML) continue;
    const control = node.control;
    if (control) byControl.set(control, [...(byControl.get(control) ?? []), node]);
  }
  labelIndexes.set(root, { version: root._version, byControl });
  return byControl;
};
const labelables = ['Input', 'Button', 'Select', 'TextArea', 'Output'];
for (const name of firstFile ? labelables : []) {
  const { implementation } = require(`jsdom/lib/jsdom/living/nodes/HTML${name}Element-impl.js`) as {
    implementation: { prototype: object };
  };
  const ownLabels = Object.getOwnPropertyDescriptor(implementation.prototype, 'labels')!.get!;
  Object.defineProperty(implementation.prototype, 'labels', {
    configurable: true,
    get(this: TreeNode & { _indexedLabels?: unknown }) {
      // jsdom's own check first: what is not labelable (a hidden input) has null
      if (ownLabels.call(this) === null) return null;
      if (this._indexedLabels === undefined) {
        const root = this.getRootNode({});
        this._indexedLabels = NodeList.createImpl(root._globalObject, [], {
          element: root,
          query: () => labelIndexOf(root).get(this) ?? [],
        });
      }
      return this._indexedLabels;
    },
  });
}

/**
 * jsdom computes an element's style by matching it against every rule of the document, and Testing Library, the
 * accessible-name computation, jest-dom and user-event ask for it at nearly every query and click (is it hidden?
 * does it take pointer events?): about a quarter of a screen test's time, over the ~700-1,500 rules emotion writes
 * for a screen. jsdom lays nothing out, so of those rules only the declarations that hide an element or stop its
 * pointer events mean anything here: emotion's rules are kept with just those, and a rule left empty is not written.
 */
const KEPT = new Set(['display', 'visibility', 'opacity', 'pointer-events']);
const insertRule = StyleSheet.prototype.insert;
if (firstFile)
  StyleSheet.prototype.insert = function insert(this: StyleSheet, rule: string) {
    const kept = serialize(compile(rule), (element, index, children, callback) => {
      if (element.type === DECLARATION && !KEPT.has(element.props as string)) return '';
      if (element.type === KEYFRAMES) return '';
      return stringify(element, index, children, callback);
    });
    if (kept) insertRule.call(this, kept);
  };
