/**
 * The answers' serializer (lib/response-serializer.ts): a schema that reads the same both ways is
 * parsed forward by zod's compiled parser, any other is encoded; either way only declared fields
 * are written, and an answer that does not fit its schema is refused.
 */
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler, sameBothWays } from '../src/lib/response-serializer.ts';

const person = z.object({
  id: z.number().int(),
  name: z.string(),
  kana: z.string().nullable(),
  type: z.enum(['full_time', 'senkou']),
  note: z.string().optional(),
});
const list = z.object({ data: z.object({ items: z.array(person), total: z.number().int() }) });

const serializerOf = (schema: z.ZodType, compare = false) =>
  createResponseSerializerCompiler({ compare })({ schema, method: 'GET', url: '/test' });

describe('[SERIALIZER] which schemas read the same both ways', () => {
  it('plain objects, arrays, nullable, optional, enums and unions do', () => {
    expect(sameBothWays(list)).toBe(true);
    expect(sameBothWays(z.union([person, z.object({ other: z.literal(true) })]))).toBe(true);
    expect(sameBothWays(z.record(z.string(), z.array(z.number())))).toBe(true);
  });

  it('a default, a transform, a pipe, a codec or a rewriting check at any depth does not', () => {
    const inItems = (field: z.ZodType) => z.object({ items: z.array(z.object({ field })) });
    expect(sameBothWays(inItems(z.number().default(0)))).toBe(false);
    expect(sameBothWays(inItems(z.string().transform((s) => s.length)))).toBe(false);
    expect(sameBothWays(inItems(z.string().pipe(z.string())))).toBe(false);
    expect(
      sameBothWays(
        inItems(
          z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }),
        ),
      ),
    ).toBe(false);
    expect(sameBothWays(inItems(z.string().trim()))).toBe(false);
    expect(sameBothWays(inItems(z.string().catch('')))).toBe(false);
  });
});

describe('[SERIALIZER] answers', () => {
  const row = { id: 1, name: '山田 太郎', kana: null, type: 'full_time' as const };

  for (const compare of [false, true]) {
    it(`writes only the declared fields, at any depth${compare ? ' (compared with the encoding)' : ''}`, () => {
      const answer = {
        data: { items: [{ ...row, password_hash: 'secret' }], total: 1, debug: 'x' },
        internal: true,
      };
      expect(JSON.parse(serializerOf(list, compare)(answer))).toEqual({ data: { items: [row], total: 1 } });
    });

    it(`refuses an answer that does not fit its schema${compare ? ' (compared with the encoding)' : ''}`, () => {
      const wrong = { data: { items: [{ ...row, id: '1' }], total: 1 } };
      let thrown: unknown;
      try {
        serializerOf(list, compare)(wrong);
      } catch (err) {
        thrown = err;
      }
      expect(isResponseSerializationError(thrown)).toBe(true);
    });
  }

  it('encodes a schema that does not read the same both ways (a codec writes its encoded form)', () => {
    const when = z.object({
      at: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }),
    });
    const at = new Date('2026-11-29T00:00:00.000Z');
    expect(JSON.parse(serializerOf(when)({ at, extra: 1 }))).toEqual({ at: '2026-11-29T00:00:00.000Z' });
  });

  it('gives the same text as the encoding for a list page', () => {
    const page = {
      data: {
        items: Array.from({ length: 50 }, (_, i) => ({ ...row, id: i, note: i % 2 ? 'メモ' : undefined })),
        total: 50,
      },
    };
    expect(serializerOf(list)(page)).toBe(JSON.stringify(z.encode(list, page)));
  });
});
