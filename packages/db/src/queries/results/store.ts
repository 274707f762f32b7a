/**
 * Storing the result of a scored session. The row is kept for a voided session too, so its
 * validity flags stay on record; reads then skip it by its session's status.
 */
import type { Executor } from '../../client.ts';
import { mirumevitalResults } from '../../schema/index.ts';

export type ResultInsert = Omit<
  typeof mirumevitalResults.$inferInsert,
  'id' | 'source_result_id' | 'created_at'
>;
export type ResultRankValue = (typeof mirumevitalResults.rank.enumValues)[number];

export async function insertResult(tx: Executor, values: ResultInsert): Promise<number> {
  const [row] = await tx.insert(mirumevitalResults).values(values).returning({ id: mirumevitalResults.id });
  if (!row) throw new Error('result row was not stored');
  return row.id;
}
