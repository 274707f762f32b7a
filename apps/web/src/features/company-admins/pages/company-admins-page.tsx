/** SCAFFOLD: replaced by the page of issue 3. */
export function CompanyAdminsPage() {
  return null;
}
