import { describe, expect, it } from 'vitest';
import { changedFields } from '../src/services/operations/operations.ts';

describe('operator action log: what changed', () => {
  it('keeps only the fields whose values differ, comparing structured values by content', () => {
    expect(
      changedFields(
        { name: '株式会社A', tel: null, tags: ['a'], kana: 'エー' },
        { name: '株式会社B', tel: undefined, tags: ['a'], kana: 'エー', url: 'https://b.example' },
      ),
    ).toEqual({
      name: { before: '株式会社A', after: '株式会社B' },
      url: { before: null, after: 'https://b.example' },
    });
  });

  it('records a creation or a deletion as every field, and no change as null', () => {
    expect(changedFields(null, { name: '山田 太郎' })).toEqual({
      name: { before: null, after: '山田 太郎' },
    });
    expect(changedFields({ name: '山田 太郎' }, null)).toEqual({
      name: { before: '山田 太郎', after: null },
    });
    expect(changedFields({ a: 1 }, { a: 1 })).toBeNull();
    expect(changedFields(undefined, undefined)).toBeNull();
  });
});
