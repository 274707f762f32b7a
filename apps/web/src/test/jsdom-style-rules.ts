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
  const implKey = Object.getOwnPropertySymbols(doc).find((s) => s.description === 'impl');
  const impl = implKey ? (doc as unknown as Record<symbol, DocumentImpl>)[implKey] : undefined;
  const selector = impl?._domSelector;
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
