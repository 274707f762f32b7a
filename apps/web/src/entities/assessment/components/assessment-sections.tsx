import Stack from '@mui/material/Stack';
import type { AssessmentPerson } from './assessment-card';
import { EmergeneticCard } from './emergenetic-card';
import { EnergizerCard } from './energizer-card';
import { HciCard } from './hci-card';

/**
 * The person's third-party assessments (HCI-AS, EMERGENETICS, energizer), one section each, shown
 * on the person's page beside the mirumevital result, in either area.
 */
export function AssessmentSections({ employee }: { employee: AssessmentPerson }) {
  return (
    <Stack spacing={3}>
      <HciCard employee={employee} />
      <EmergeneticCard employee={employee} />
      <EnergizerCard employee={employee} />
    </Stack>
  );
}
