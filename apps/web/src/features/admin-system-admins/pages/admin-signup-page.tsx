/** SCAFFOLD: replaced by the page of issue 3. */
export function AdminSignupPage() {
  return null;
}
