/**
 * Every answer is checked against its route's response schema and written with only the fields the
 * schema declares (an undeclared field never reaches a client), as the type provider's own
 * serializer does — more cheaply (decisions/0023, "Answers checked by zod's compiled parser").
 *
 * The type provider encodes each answer (`safeEncode`): zod's backward direction, which for every
 * schema with checks runs a first pass without them and then the real one. A schema with nothing
 * that acts differently by direction (no default, prefault, catch, transform, pipe or codec, no
 * check that rewrites its value) answers the same forward, so it is parsed instead, by the parser
 * zod's compiler generates for it (`z.compile`). Any other schema is encoded as before.
 */
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/** Schema types whose forward parse differs from their encoding. */
const DIRECTED = new Set(['default', 'prefault', 'catch', 'transform', 'pipe', 'success', 'lazy', 'promise']);

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string } } }[];
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  options?: $ZodType[];
  keyType?: $ZodType;
  valueType?: $ZodType;
  left?: $ZodType;
  right?: $ZodType;
  items?: $ZodType[];
  rest?: $ZodType | null;
}

const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;

/** Whether parsing `schema` forward answers what encoding it answers, for any value. */
export function sameBothWays(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = defOf(schema);
  if (DIRECTED.has(def.type)) return false;
  // A check that rewrites the value (trim, toLowerCase, …) is an `overwrite`.
  if (def.checks?.some((check) => check._zod.def.check === 'overwrite')) return false;
  const children = [
    ...Object.values(def.shape ?? {}),
    def.catchall,
    def.element,
    def.innerType,
    ...(def.options ?? []),
    def.keyType,
    def.valueType,
    def.left,
    def.right,
    ...(def.items ?? []),
    def.rest ?? undefined,
  ].filter((child): child is $ZodType => child !== undefined);
  return children.every((child) => sameBothWays(child, seen));
}

type Check = (data: unknown) => { success: boolean; data?: unknown; error?: unknown };

/**
 * Fastify's serializer compiler: one serializer per route and status. With `compare` (the tests),
 * a schema parsed forward is also encoded, and a difference between the two answers is an error:
 * every answer the suites read checks this choice.
 */
export function createResponseSerializerCompiler({ compare = false }: { compare?: boolean } = {}) {
  return ({ schema: maybeSchema, method, url }: { schema: unknown; method: string; url: string }) => {
    const schema = resolveSchema(maybeSchema) as z.ZodType;
    const encode: Check = (data) => z.safeEncode(schema, data);
    // Chosen and compiled at the first answer of its route and status, not at start-up.
    let check: Check | undefined;
    const choose = (): Check => {
      if (!sameBothWays(schema)) return encode;
      const compiled = z.compile(schema);
      const parse: Check = (data) => compiled.safeParse(data);
      return compare ? (data) => compared(parse(data), encode(data), method, url) : parse;
    };
    return (data: unknown) => {
      check ??= choose();
      const result = check(data);
      if (!result.success)
        throw new ResponseSerializationError(method, url, { cause: result.error as never });
      return JSON.stringify(result.data);
    };
  };
}

function compared(parsed: ReturnType<Check>, encoded: ReturnType<Check>, method: string, url: string) {
  const same =
    parsed.success === encoded.success &&
    (!parsed.success || JSON.stringify(parsed.data) === JSON.stringify(encoded.data));
  if (!same) throw new Error(`${method} ${url}: the response parsed forward differs from its encoding`);
  return parsed;
}

/** A response schema as the routes give it: a zod schema, or `{ properties: schema }`. */
function resolveSchema(maybeSchema: unknown): $ZodType {
  if (maybeSchema instanceof z.core.$ZodType) return maybeSchema;
  const properties = (maybeSchema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.core.$ZodType) return properties;
  throw new Error(`Not a zod response schema: ${JSON.stringify(maybeSchema)}`);
}
