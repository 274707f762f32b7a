/** jsdom's own object behind a DOM wrapper (a document, an element), for the test helpers that
 * answer one of jsdom's slow lookups quicker; undefined when `wrapper` is not one of jsdom's. */
export function jsdomImpl<T>(wrapper: object): T | undefined {
  const key = Object.getOwnPropertySymbols(wrapper).find((s) => s.description === 'impl');
  return key ? (wrapper as Record<symbol, T>)[key] : undefined;
}
