/** SCAFFOLD: replaced by the page of issue 4. */
export function EmployeeBulkPage() {
  return null;
}
