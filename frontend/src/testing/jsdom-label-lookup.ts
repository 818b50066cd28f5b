import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * jsdom finds a label's control by walking the whole document for the element with the label's `for` id, and
 * an input's labels by asking that of every label in the document. Testing Library names every text box by its
 * labels, so each query on a form page walked the document once per label per input: a tenth of the frontend
 * tests' time. A document keeps its ids in a map; a label inside a document asks that map instead. Same answer
 * (the first element in tree order with that id, if it can be labelled), in a test environment only.
 */
export function speedUpLabelLookup(): void {
  const require = createRequire(import.meta.url);
  const jsdomRoot = path.dirname(require.resolve('jsdom/package.json'));
  const label = require(path.join(jsdomRoot, 'lib/jsdom/living/nodes/HTMLLabelElement-impl.js')).implementation.prototype;
  const { isLabelable } = require(path.join(jsdomRoot, 'lib/jsdom/living/helpers/form-controls.js'));
  const walkingControl = Object.getOwnPropertyDescriptor(label, 'control')?.get;
  if (!walkingControl || label.__controlByIdMap) return;
  const DOCUMENT_NODE = 9;
  Object.defineProperty(label, 'control', {
    configurable: true,
    get() {
      const id = this.getAttributeNS(null, 'for');
      if (!id) return walkingControl.call(this);
      const root = this.getRootNode({});
      if (root.nodeType !== DOCUMENT_NODE) return walkingControl.call(this);
      const element = root.getElementById(id);
      return element && isLabelable(element) ? element : null;
    },
  });
  label.__controlByIdMap = true;
}
