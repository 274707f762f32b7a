import { useParams } from 'react-router';

/** The `:id` of an employee route as a positive integer, or null when it is not one. */
export function useEmployeeId(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;
}
