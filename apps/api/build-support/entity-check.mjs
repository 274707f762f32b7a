// The query builder's class check (`is` in drizzle-orm/entity.js), remembered per prototype in the
// server's bundle. The builder asks it for every piece of every statement it writes, mostly with
// the answer no; a no costs a walk of the value's class chain, and those walks were the single
// largest part of the server's own JavaScript on the lists (5.6 % of the busy process on the
// diagnosis list by a T-score, ten connections; docs/decisions/0023). The answer depends only on
// the value's prototype and the class asked about, neither of which the builder ever changes, so
// it is worked out once per pair. A yes by `instanceof` stays first, as in the original.
import fs from 'node:fs';

/** The marker the original function starts with; the build fails if drizzle's file changes. */
const ORIGINAL = 'function is(value, type) {';

/** `source` (drizzle-orm/entity.js) with `is` remembered per prototype and class. */
export function rememberEntityChecks(source) {
  if (!source.includes(ORIGINAL)) {
    throw new Error(
      'drizzle-orm/entity.js: the class check `is` was not found; review build-support/entity-check.mjs',
    );
  }
  return `${source.replace(ORIGINAL, 'function isWorkedOut(value, type) {')}
const knownByPrototype = new WeakMap();
function is(value, type) {
  if (!value || typeof value !== "object") {
    return false;
  }
  if (value instanceof type) {
    return true;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype === null) {
    return isWorkedOut(value, type);
  }
  let known = knownByPrototype.get(prototype);
  if (known === undefined) {
    known = new Map();
    knownByPrototype.set(prototype, known);
  }
  let answer = known.get(type);
  if (answer === undefined) {
    answer = isWorkedOut(value, type);
    known.set(type, answer);
  }
  return answer;
}
`;
}

/** The esbuild plugin that bundles drizzle-orm/entity.js with `rememberEntityChecks`. */
export const entityCheckPlugin = {
  name: 'remembered-entity-checks',
  setup(build) {
    build.onLoad({ filter: /drizzle-orm[\\/]entity\.js$/ }, (args) => {
      return { contents: rememberEntityChecks(fs.readFileSync(args.path, 'utf8')), loader: 'js' };
    });
  },
};
