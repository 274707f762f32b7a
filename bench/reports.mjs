// SCAFFOLD: arrives with the results work.
export async function benchReports() {
  return [];
}
