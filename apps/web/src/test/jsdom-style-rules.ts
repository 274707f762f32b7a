/**
 * A quicker no for jsdom's style-rule matching.
 *
 * jsdom computes an element's style by testing it against every rule of every style sheet, and
 * the pages' styles (Emotion, one sheet per rule) are a thousand rules and more. Testing
 * Library's role queries ask for the style of every candidate element and its ancestors, so a
 * profile of the slowest page test spent more than half of its time matching selectors such as
 * `.css-1x2y3z:hover` against elements that do not carry the class.
 *
 * A selector whose last compound names a class cannot match an element without that class. For
 * such selectors the element's class list answers first; every other selector, and every element
 * that has the class, goes to jsdom's own matching, so the outcome is the same. Only plain
 * selectors are read this way (no commas, brackets, parentheses, quotes or escapes), in a document
 * in standards mode, where class names are case-sensitive.
 */

import { createRequire } from 'node:module';
import { jsdomImpl } from './jsdom-impl';

const INDEXED = Symbol('indexed style rules');

type Check = (selector: string, node: unknown, opt?: unknown) => unknown;
interface ElementImpl {
  classList?: { contains(token: string): boolean };
}
interface DocumentImpl {
  _domSelector?: { check?: Check };
}

const PLAIN = /^[^,()[\]"'\\]+$/;
const COMBINATOR = /\s*[\s>+~]\s*/;
const LEADING_CLASS = /\.(-?[_a-zA-Z][\w-]*)(?=$|[.:#])/;

/** The class an element must carry to match `selector`, or null when that is not read here. */
export function requiredClass(selector: string): string | null {
  const text = selector.trim();
  if (!PLAIN.test(text)) return null;
  const compounds = text.split(COMBINATOR);
  const last = compounds[compounds.length - 1] ?? '';
  return LEADING_CLASS.exec(last)?.[1] ?? null;
}

export function quickerStyleRuleMatching(doc: Document): boolean {
  if (doc.compatMode !== 'CSS1Compat') return false;
  const selector = jsdomImpl<DocumentImpl>(doc)?._domSelector;
  const check = selector?.check;
  if (!selector || typeof check !== 'function') return false;
  const required = new Map<string, string | null>();
  selector.check = (text, node, opt) => {
    let name = required.get(text);
    if (name === undefined) {
      name = requiredClass(text);
      required.set(text, name);
    }
    const classes = (node as ElementImpl).classList;
    if (name !== null && classes && !classes.contains(name)) {
      return { match: false, ast: null, pseudoElement: null };
    }
    return check(text, node, opt);
  };
  return true;
}

interface RuleLike {
  media?: ArrayLike<string> & { length: number };
  selectorText?: string;
  styleSheet?: { cssRules: ArrayLike<RuleLike> } | null;
  cssRules?: ArrayLike<RuleLike>;
  constructor: { name: string };
}
interface SheetLike {
  cssRules: ArrayLike<RuleLike>;
}
interface StyledDocumentImpl {
  _styleCache?: WeakMap<object, unknown> | null;
  styleSheets: { _list: SheetLike[] };
}
interface StyledElementImpl extends ElementImpl {
  _ownerDocument: StyledDocumentImpl;
  classList?: { contains(token: string): boolean; length: number; item(i: number): string | null };
}
interface Index {
  /** The sheet list's version when the index was built (see `indexedStyleRules`). */
  version: number;
  sheets: number;
  anyElement: { order: number; rule: RuleLike }[];
  byClass: Map<string, { order: number; rule: RuleLike }[]>;
}

/** The class each selector text seen so far requires (`requiredClass`). */
const requiredClassOf = new Map<string, string | null>();

/**
 * The document's rules (each @media for the screen and each @import opened, as jsdom reads them)
 * in document order, filed by the class their selector requires; rules that require none are
 * asked of every element.
 */
function buildIndex(doc: StyledDocumentImpl, version: number): Index {
  const sheets = doc.styleSheets._list;
  const index: Index = { version, sheets: sheets.length, anyElement: [], byClass: new Map() };
  let order = 0;
  const file = (rule: RuleLike) => {
    const text = rule.selectorText;
    let name: string | null = null;
    if (text) {
      const known = requiredClassOf.get(text);
      if (known === undefined) {
        name = requiredClass(text.split(';').pop() ?? '');
        requiredClassOf.set(text, name);
      } else name = known;
    }
    const entry = { order: order++, rule };
    if (name === null) index.anyElement.push(entry);
    else {
      const list = index.byClass.get(name);
      if (list) list.push(entry);
      else index.byClass.set(name, [entry]);
    }
  };
  for (const sheet of sheets) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule.media) {
        const screen = Array.prototype.indexOf.call(rule.media, 'screen') !== -1;
        if (rule.constructor.name === 'CSSImportRule') {
          if (rule.styleSheet && (rule.media.length === 0 || screen)) {
            for (const inner of Array.from(rule.styleSheet.cssRules)) file(inner);
          }
        } else if (screen) {
          for (const inner of Array.from(rule.cssRules ?? [])) file(inner);
        }
      } else file(rule);
    }
  }
  return index;
}

/** The rules of `index` an element with these classes can match, in document order. */
function candidates(index: Index, element: StyledElementImpl): RuleLike[] {
  const lists = [index.anyElement];
  const classes = element.classList;
  const seen = new Set<string>();
  for (let i = 0; classes && i < classes.length; i++) {
    const name = classes.item(i);
    if (name === null || seen.has(name)) continue;
    seen.add(name);
    const list = index.byClass.get(name);
    if (list) lists.push(list);
  }
  if (lists.length === 1) return index.anyElement.map((e) => e.rule);
  return lists
    .flat()
    .sort((a, b) => a.order - b.order)
    .map((e) => e.rule);
}

/**
 * Quicker computed styles for jsdom: only the rules an element can match are read.
 *
 * jsdom computes an element's declaration by walking every rule of every style sheet, and a page's
 * Emotion styles are well over a thousand rules; with `quickerStyleRuleMatching` each rule is
 * turned down quickly, but the walk itself still took a quarter of the slowest page tests.
 * Here the rules are filed by the class their selector requires once per change of the sheet list
 * (a `<style>` added, removed or rewritten), and an element's declaration is computed by
 * jsdom's own code over the rules filed under its classes and those that require no class, in
 * their document order: the same rules in the same order as jsdom's walk, less the ones whose
 * class the element lacks, which cannot match. The user agent's style sheet is read as before.
 */
export function indexedStyleRules(doc: Document): boolean {
  const win = doc.defaultView;
  if (!win) return false;
  const require = createRequire(import.meta.url);
  const styleRules = require('jsdom/lib/jsdom/living/helpers/style-rules.js') as {
    getDeclarationForElement(element: StyledElementImpl): unknown;
  };
  if (!jsdomImpl(doc)) return false;
  if (INDEXED in win.getComputedStyle) return true;
  const original = styleRules.getDeclarationForElement;
  const declarationFor = INDEXED in original ? original : indexedDeclaration(original);
  styleRules.getDeclarationForElement = declarationFor;

  // window.getComputedStyle calls jsdom's own function for the element itself; its declaration is
  // put in the cache first, where that function finds it.
  const getComputedStyle = win.getComputedStyle.bind(win);
  win.getComputedStyle = Object.assign(
    (element: Element, pseudo?: string | null) => {
      const impl = jsdomImpl<StyledElementImpl>(element);
      if (impl?._ownerDocument) declarationFor(impl);
      return getComputedStyle(element, pseudo);
    },
    { [INDEXED]: true },
  );
  return true;
}

/** Counts the changes of a document's sheet list: jsdom adds and removes sheets (a `<style>`
 * whose text changes is removed and added again) only through these two methods. */
let sheetListVersion = 0;
function countSheetListChanges(list: object) {
  const proto = Object.getPrototypeOf(list) as Record<string, unknown>;
  if (INDEXED in proto) return;
  for (const method of ['_add', '_remove']) {
    const own = proto[method];
    if (typeof own !== 'function') throw new Error(`StyleSheetList has no ${method}`);
    proto[method] = function (this: unknown, ...args: unknown[]) {
      sheetListVersion++;
      return own.apply(this, args);
    };
  }
  Object.defineProperty(proto, INDEXED, { value: true });
}

function indexedDeclaration(original: (element: StyledElementImpl) => unknown) {
  const indexes = new WeakMap<StyledDocumentImpl, Index>();

  return Object.assign(
    (element: StyledElementImpl) => {
      const doc = element._ownerDocument;
      let cache = doc._styleCache;
      if (!cache) {
        cache = new WeakMap();
        doc._styleCache = cache;
      }
      if (cache.has(element)) return cache.get(element);
      const sheets = doc.styleSheets;
      countSheetListChanges(sheets);
      let index = indexes.get(doc);
      if (!index || index.version !== sheetListVersion || index.sheets !== sheets._list.length) {
        index = buildIndex(doc, sheetListVersion);
        indexes.set(doc, index);
      }
      const all = sheets._list;
      sheets._list = [{ cssRules: candidates(index, element) }];
      try {
        return original(element);
      } finally {
        sheets._list = all;
      }
    },
    { [INDEXED]: true },
  );
}
