/**
 * Turn-taking of list reads per company in this process (decisions/0023). The embedded database
 * runs one statement at a time, and a PostgreSQL server has few cores: ten simultaneous list reads
 * of one big company would otherwise queue in front of every other company's request. At most
 * COMPANY_LIST_SLOTS reads of one company run at once; the rest wait in that company's own queue,
 * so a burst of one company delays itself and another company waits for two reads at most.
 */
export const COMPANY_LIST_SLOTS = 2;

interface Gate {
  active: number;
  waiting: (() => void)[];
}

const gates = new Map<number, Gate>();

export async function companyTurn<T>(companyId: number, work: () => Promise<T>): Promise<T> {
  let gate = gates.get(companyId);
  if (!gate) {
    gate = { active: 0, waiting: [] };
    gates.set(companyId, gate);
  }
  const g = gate;
  if (g.active >= COMPANY_LIST_SLOTS) await new Promise<void>((resolve) => g.waiting.push(resolve));
  else g.active += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter (active stays the same), or is freed.
    const next = g.waiting.shift();
    if (next) next();
    else {
      g.active -= 1;
      if (g.active === 0) gates.delete(companyId);
    }
  }
}
