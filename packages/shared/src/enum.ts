/**
 * A closed set of string values with their Japanese labels. Each enumeration of spec §3 is
 * declared once with `defineEnum` so the API schemas, the database and the screens agree.
 */
import { z } from 'zod';
import { MESSAGES } from './validation.ts';

export interface LabelledEnum<V extends string> {
  readonly values: readonly [V, ...V[]];
  readonly labels: Readonly<Record<V, string>>;
  readonly schema: z.ZodEnum<{ [K in V]: K }>;
  label(value: V): string;
  options(): { value: V; label: string }[];
}

export function defineEnum<const V extends string>(labels: Readonly<Record<V, string>>): LabelledEnum<V> {
  const values = Object.keys(labels) as V[];
  if (values.length === 0) throw new Error('an enumeration needs at least one value');
  const tuple = values as [V, ...V[]];
  return {
    values: tuple,
    labels,
    schema: z.enum(tuple, { message: MESSAGES.oneOf }),
    label: (value) => labels[value],
    options: () => values.map((value) => ({ value, label: labels[value] })),
  };
}

export type EnumValue<E> = E extends LabelledEnum<infer V> ? V : never;
