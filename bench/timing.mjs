// SCAFFOLD: arrives with the diagnosis work.
export async function benchTiming() {
  return [];
}
