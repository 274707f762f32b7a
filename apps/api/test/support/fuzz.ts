/**
 * Arbitraries of the input fuzz suite (fuzz-input.test.ts): hostile values (NUL, numbers past
 * 32 bits, year 0000, wrong types, lone surrogates, very long strings) placed into the fields a
 * route's own zod schema declares, so the fuzzer reaches past "unknown field" into the checks and
 * the database. The schemas come from the live route table, so a new route is fuzzed without
 * anyone listing it.
 */
import fc from 'fast-check';

/** The shape of a request part as far as the fuzzer cares: objects, arrays, and leaves. */
export type Shape =
  | { kind: 'object'; fields: Record<string, Shape> }
  | { kind: 'array'; item: Shape }
  | { kind: 'leaf'; schema?: unknown };

const LEAF: Shape = { kind: 'leaf' };

interface ZodDefLike {
  type?: string;
  shape?: Record<string, unknown>;
  in?: unknown;
  out?: unknown;
  innerType?: unknown;
  element?: unknown;
  getter?: () => unknown;
}
const defOf = (schema: unknown): ZodDefLike | undefined =>
  (schema as { _zod?: { def?: ZodDefLike } } | undefined)?._zod?.def;

/** Walks through preprocess/pipe/optional/default/nullable/lazy wrappers to objects and arrays. */
export function shapeOf(schema: unknown, depth = 0): Shape {
  const def = defOf(schema);
  if (!def || depth > 8) return LEAF;
  const leaf: Shape = { kind: 'leaf', schema };
  switch (def.type) {
    case 'object':
      return {
        kind: 'object',
        fields: Object.fromEntries(
          Object.entries(def.shape ?? {}).map(([k, v]) => [k, shapeOf(v, depth + 1)]),
        ),
      };
    case 'array':
      return { kind: 'array', item: shapeOf(def.element, depth + 1) };
    case 'pipe': {
      const out = shapeOf(def.out, depth + 1);
      if (out.kind !== 'leaf') return out;
      const inner = shapeOf(def.in, depth + 1);
      return inner.kind !== 'leaf' ? inner : leaf;
    }
    case 'lazy':
      return shapeOf(def.getter?.(), depth + 1);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch': {
      const inner = shapeOf(def.innerType, depth + 1);
      return inner.kind !== 'leaf' ? inner : leaf;
    }
    default:
      return leaf;
  }
}

/** Strings that have broken or could break something somewhere. */
const HOSTILE_STRINGS = [
  'a\u0000b',
  '\u0000',
  '',
  ' ',
  '山田',
  'ヤマダ',
  'x'.repeat(300),
  'あ'.repeat(1100),
  '0',
  '1',
  '-1',
  '2',
  '1.5',
  '1e3',
  '0x10',
  '2147483647',
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '1900-01-01',
  '2026-02-30',
  '2026-04-01',
  '9999-12-31',
  '+275760-09-13',
  '2026-4-1',
  '\ud800',
  '😀',
  '<script>alert(1)</script>',
  "'; drop table employees; --",
  'true',
  'false',
  'null',
  'full_time',
  'senkou',
  'employee',
  'admin',
  'trial',
  'asc',
  'kana',
  'metric:concentration',
  'utf8',
  'sjis',
  'a@example.jp',
  'a\u0000@example.jp',
  'https://example.com/',
  'javascript:alert(1)',
  '%00',
  '%FF',
] as const;

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Ordinary values a form would send. A leaf's schema keeps those it accepts, so most fields of a
 * fuzzed request are valid and the hostile ones reach the services and the database.
 */
const ORDINARY: readonly unknown[] = [
  'ヤマダ',
  '山田',
  '営業部',
  'FZ1',
  'fz@example.jp',
  'full_time',
  'senkou',
  'employee',
  'male',
  'add',
  'upsert',
  'pass',
  '1040061',
  '0312345678',
  'https://example.com/',
  'mirume-Fuzz-123',
  'Space',
  'keydown',
  'pc',
  'windows',
  'chrome',
  inDays(7),
  inDays(180),
  inDays(181),
  inDays(-1),
  '1990-04-01',
  '2099-12-31',
  '2000-01-01',
  true,
  false,
  [1, 2],
  [],
];

const NUMBERS = [
  0,
  1,
  2,
  3,
  -1,
  0.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53,
  1e308,
  -0,
] as const;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }))
      .map(([a, b]) => `${a}\u0000${b}`),
  },
);

/** Any JSON value a hostile client might put where the schema expects something else. */
const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.array(fc.oneof(hostileString, fc.constantFrom<unknown>(...NUMBERS)), { maxLength: 3 }),
  },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 4 }), hostileString, { maxKeys: 2 }) },
);

const CANDIDATES: readonly unknown[] = [...ORDINARY, ...HOSTILE_STRINGS, ...NUMBERS, null];

/** The candidates a leaf's own schema accepts (valid values, edge ones included). */
function acceptedBy(schema: unknown): unknown[] {
  const s = schema as { safeParse?: (v: unknown) => { success: boolean } } | undefined;
  const parse = s?.safeParse?.bind(s);
  if (!parse) return [];
  return CANDIDATES.filter((v) => {
    try {
      return parse(v).success;
    } catch {
      return false;
    }
  });
}

/** A leaf: mostly a value its schema accepts, otherwise anything hostile. */
function leafFor(shape: Shape): fc.Arbitrary<unknown> {
  const accepted = shape.kind === 'leaf' ? acceptedBy(shape.schema) : [];
  if (accepted.length === 0) return hostileLeaf;
  return fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom(...accepted) },
    { weight: 1, arbitrary: hostileLeaf },
  );
}

/** A value for `shape`: usually of the right structure with mostly valid leaves, sometimes anything. */
export function valueFor(shape: Shape, depth = 0): fc.Arbitrary<unknown> {
  if (shape.kind === 'leaf' || depth > 4) return leafFor(shape);
  const structured =
    shape.kind === 'array'
      ? fc.array(valueFor(shape.item, depth + 1), { maxLength: 3 })
      : fc.record(
          Object.fromEntries(
            Object.entries(shape.fields).map(([k, s]) => [
              k,
              fc.oneof(
                { weight: 20, arbitrary: valueFor(s, depth + 1) },
                { weight: 1, arbitrary: fc.constant(undefined) },
              ),
            ]),
          ),
        );
  return fc.oneof({ weight: 15, arbitrary: structured }, { weight: 1, arbitrary: hostileLeaf });
}

/** A raw JSON body: mostly the structured value, sometimes a non-object or broken JSON. */
export function bodyFor(shape: Shape): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: valueFor(shape).map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom('"abc"', '123', 'null', '[]', 'true', '{', '', '{"a":') },
  );
}

/** A query string over the declared keys (plus a stray one now and then), percent-encoded. */
export function queryFor(shape: Shape): fc.Arbitrary<string> {
  const fields = shape.kind === 'object' ? shape.fields : {};
  const value = (key: string) => {
    const f = fields[key];
    const accepted = f ? acceptedBy(f.kind === 'leaf' ? f.schema : undefined).map(String) : [];
    return accepted.length
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...accepted) },
          { weight: 1, arbitrary: hostileString },
        )
      : hostileString;
  };
  const keys = Object.keys(fields);
  // A route without a query schema gets a stray parameter now and then, not on every call.
  if (keys.length === 0)
    return fc.oneof(
      { weight: 15, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: fc.constant('zz%00=1') },
    );
  const key = keys.length
    ? fc.oneof(
        { weight: 10, arbitrary: fc.constantFrom(...keys) },
        { weight: 1, arbitrary: fc.constant('zz\u0000') },
      )
    : fc.constant('zz\u0000');
  const entry = key.chain((k) => value(k).map((v) => [k, v] as const));
  return fc.array(entry, { maxLength: 4 }).map((pairs) => {
    const sp = new URLSearchParams();
    for (const [k, v] of pairs) sp.append(k, v);
    return sp.toString();
  });
}

/** Path parameters: real small ids (which exist in the demo world), hostile ids, and `extra` values. */
export function paramFor(name: string, extra: Record<string, string[]>): fc.Arbitrary<string> {
  const hostile = [
    '0',
    '-1',
    '2147483648',
    '99999999999999999999',
    'abc',
    '1.5',
    '%00',
    '%FF',
    'a'.repeat(250),
  ];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...(extra[name] ?? ['1', '2', '3', '4', '5'])) },
    { weight: 1, arbitrary: fc.constantFrom(...hostile) },
  );
}

/** Japanese text (kana or kanji) in a message. */
export const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
