/**
 * A quicker `label.control` for jsdom.
 *
 * jsdom finds the control of `<label for="x">` by walking the whole document for the first
 * element with id `x`, and a field's `labels` asks that of every label in the document. Testing
 * Library's label queries ask every field for its labels, so on a form of some fifty fields a
 * single `getByLabelText` walked the document thousands of times: a profile of the OCR reading
 * page's tests spent a fifth of their time there (decision 0033).
 *
 * The document already keeps its elements by id (`getElementById`). When exactly one element
 * carries the id, it is the first one in tree order, and the answer is taken from there; a label
 * without `for`, outside a document, or whose id is carried twice goes to jsdom's own walk, so the
 * outcome is the same.
 */
import { createRequire } from 'node:module';
import { jsdomImpl } from './jsdom-impl';

interface NodeImpl {
  nodeType: number;
  hasAttributeNS(ns: null, name: string): boolean;
  getAttributeNS(ns: null, name: string): string | null;
  getRootNode(options: object): NodeImpl;
  getElementById?(id: string): NodeImpl | null;
  _ids?: Record<string, NodeImpl[] | undefined>;
}

const DOCUMENT_NODE = 9;
const QUICKER = Symbol('quicker label control');

export function quickerLabelControl(doc: Document): boolean {
  const impl = jsdomImpl<object>(doc.createElement('label'));
  const proto = impl ? Object.getPrototypeOf(impl) : undefined;
  const original = proto ? Object.getOwnPropertyDescriptor(proto, 'control')?.get : undefined;
  if (!proto || !original) return false;
  if (QUICKER in original) return true;
  const { isLabelable } = createRequire(import.meta.url)(
    'jsdom/lib/jsdom/living/helpers/form-controls.js',
  ) as { isLabelable(node: NodeImpl): boolean };
  const get = Object.assign(
    function control(this: NodeImpl) {
      if (!this.hasAttributeNS(null, 'for')) return original.call(this);
      const id = this.getAttributeNS(null, 'for') ?? '';
      if (id === '') return null;
      const root = this.getRootNode({});
      if (root.nodeType !== DOCUMENT_NODE || !root._ids || !root.getElementById) {
        return original.call(this);
      }
      const carriers = root._ids[id];
      if (!carriers || carriers.length === 0) return null;
      if (carriers.length > 1) return original.call(this);
      const element = root.getElementById(id);
      if (!element) return original.call(this);
      return isLabelable(element) ? element : null;
    },
    { [QUICKER]: true },
  );
  Object.defineProperty(proto, 'control', { configurable: true, get });
  return true;
}
