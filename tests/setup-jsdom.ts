import { createRequire } from 'node:module';

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
