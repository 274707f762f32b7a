/** The maintenance switch, and the LIKE pattern the searches share. */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { maintenanceSettings } from '../schema/index.ts';

export async function getMaintenanceFlag(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ flag: maintenanceSettings.maintenance_flag })
    .from(maintenanceSettings)
    .where(eq(maintenanceSettings.id, 1));
  return row?.flag ?? false;
}

export async function setMaintenanceFlag(
  db: Executor,
  flag: boolean,
  systemAdminId: number,
): Promise<boolean> {
  const [row] = await db
    .insert(maintenanceSettings)
    .values({ id: 1, maintenance_flag: flag, updated_by_system_admin_id: systemAdminId })
    .onConflictDoUpdate({
      target: maintenanceSettings.id,
      set: { maintenance_flag: flag, updated_by_system_admin_id: systemAdminId, updated_at: sql`now()` },
    })
    .returning({ flag: maintenanceSettings.maintenance_flag });
  return row?.flag ?? flag;
}

/** Escapes LIKE wildcards so a search for "50%" finds the text, not everything. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
