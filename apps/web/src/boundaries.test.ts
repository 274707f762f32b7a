import { describe, expect, it } from 'vitest';
import { featureOf, findCrossings, readSources, WEB_SRC } from '../../../scripts/check-boundaries.mjs';

describe('feature boundaries (scripts/check-boundaries.mjs)', () => {
  it('knows a feature by its area folder, or by its own folder outside the areas', () => {
    expect(featureOf('features/company/employees/pages/employee-page.tsx')).toBe(
      'features/company/employees',
    );
    expect(featureOf('features/exam/vital-test/lib/resume.ts')).toBe('features/exam/vital-test');
    expect(featureOf('features/auth/api/sign-out.ts')).toBe('features/auth');
    expect(featureOf('entities/employee/api/get-employee.ts')).toBeNull();
  });

  it('fails a feature importing another feature, by alias or by a relative path', () => {
    const crossings = findCrossings([
      {
        path: 'features/company/results/pages/history-page.tsx',
        source: [
          "import { useEmployee } from '@/features/company/employees/api/get-employee';",
          "import { RankChip } from '../../diagnosis/components/rank-chip';",
          "vi.mock('@/features/public/terms/pages/terms-page');",
          "const page = () => import('@/features/admin/dashboard/pages/dashboard-page');",
        ].join('\n'),
      },
    ]);
    expect(crossings.map((c) => c.reason)).toEqual([
      'features/company/results → features/company/employees',
      'features/company/results → features/company/diagnosis',
      'features/company/results → features/public/terms',
      'features/company/results → features/admin/dashboard',
    ]);
  });

  it('fails entities, components and lib importing a feature', () => {
    const source = "import { x } from '@/features/company/employees/lib/x';";
    const crossings = findCrossings([
      { path: 'entities/employee/lib/a.ts', source },
      { path: 'components/b.tsx', source },
      { path: 'lib/c.ts', source },
    ]);
    expect(crossings.map((c) => c.reason)).toEqual([
      'entities/ → features/',
      'components/ → features/',
      'lib/ → features/',
    ]);
  });

  it('lets a feature import itself, entities, components, lib and packages, and the app compose features', () => {
    const crossings = findCrossings([
      {
        path: 'features/company/results/pages/history-page.tsx',
        source: [
          "import { useResults } from '../api/get-results';",
          "import { ResultCard } from '@/features/company/results/components/result-card';",
          "import { useEmployee } from '@/entities/employee/api/get-employee';",
          "import { ConfirmDialog } from '@/components/confirm-dialog';",
          "import { paths } from '@/lib/paths';",
          "import { z } from 'zod';",
        ].join('\n'),
      },
      {
        path: 'app/routes/company-routes.ts',
        source: "const page = () => import('@/features/company/results/pages/history-page');",
      },
    ]);
    expect(crossings).toEqual([]);
  });

  it('holds for the web app as it is', () => {
    expect(findCrossings(readSources(WEB_SRC))).toEqual([]);
  });
});
