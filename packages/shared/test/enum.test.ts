import { describe, expect, it } from 'vitest';
import { defineEnum } from '../src/enum.ts';
import { messagesOf } from './support.ts';

describe('defineEnum', () => {
  const Fruit = defineEnum({ apple: 'りんご', banana: 'バナナ', cherry: 'さくらんぼ' });

  it('keeps the values in declaration order', () => {
    expect(Fruit.values).toEqual(['apple', 'banana', 'cherry']);
  });

  it('exposes the labels as given', () => {
    expect(Fruit.labels).toEqual({ apple: 'りんご', banana: 'バナナ', cherry: 'さくらんぼ' });
  });

  it('label() answers the Japanese label of a value', () => {
    expect(Fruit.label('banana')).toBe('バナナ');
  });

  it('options() lists { value, label } pairs in declaration order', () => {
    expect(Fruit.options()).toEqual([
      { value: 'apple', label: 'りんご' },
      { value: 'banana', label: 'バナナ' },
      { value: 'cherry', label: 'さくらんぼ' },
    ]);
  });

  it('options() builds a fresh list each call, so a caller cannot alter the next one', () => {
    const first = Fruit.options();
    first.pop();
    expect(Fruit.options()).toHaveLength(3);
  });

  it('schema accepts each value', () => {
    for (const value of Fruit.values) expect(Fruit.schema.parse(value)).toBe(value);
  });

  it("schema refuses anything else with '無効な選択肢です'", () => {
    for (const value of ['', 'APPLE', 'りんご', 'grape', undefined, null, 1]) {
      expect(messagesOf(Fruit.schema, value), JSON.stringify(value)).toEqual(['無効な選択肢です']);
    }
  });

  it('refuses an enumeration without values', () => {
    expect(() => defineEnum({})).toThrow('an enumeration needs at least one value');
  });
});
