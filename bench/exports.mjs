// SCAFFOLD: arrives with the results work.
export async function benchExports() {
  return [];
}
