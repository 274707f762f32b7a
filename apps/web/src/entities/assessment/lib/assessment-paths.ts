/**
 * The pages of a person's third-party assessments in the current area: the entry pages (登録,
 * 編集) and the trend page of each instrument, under /employees/{id} or /admin/employees/{id}.
 */
import type { AssessmentInstrument } from '@mirume/shared';
import type { AreaId } from '@/lib/area';
import { useAreaCompany } from '@/lib/area-company';
import { paths } from '@/lib/paths';

export interface AssessmentPages {
  new: (employeeId: number) => string;
  edit: (employeeId: number, recordId: number) => string;
  trend: (employeeId: number) => string;
}

type AssessmentPaths = Record<AssessmentInstrument, AssessmentPages>;

const COMPANY: AssessmentPaths = {
  hci: {
    new: (id) => paths.employeeHciNew.getHref({ id }),
    edit: (id, hciId) => paths.employeeHciEdit.getHref({ id, hciId }),
    trend: (id) => paths.employeeHistoryHci.getHref({ id }),
  },
  emergenetic: {
    new: (id) => paths.employeeEmergeneticNew.getHref({ id }),
    edit: (id, emergeneticId) => paths.employeeEmergeneticEdit.getHref({ id, emergeneticId }),
    trend: (id) => paths.employeeHistoryEmergenetic.getHref({ id }),
  },
  energizer: {
    new: (id) => paths.employeeEnergizerNew.getHref({ id }),
    edit: (id, energizerId) => paths.employeeEnergizerEdit.getHref({ id, energizerId }),
    trend: (id) => paths.employeeHistoryEnergizer.getHref({ id }),
  },
};

const OPERATOR: AssessmentPaths = {
  hci: {
    new: (id) => paths.adminEmployeeHciNew.getHref({ id }),
    edit: (id, hciId) => paths.adminEmployeeHciEdit.getHref({ id, hciId }),
    trend: (id) => paths.adminEmployeeHistoryHci.getHref({ id }),
  },
  emergenetic: {
    new: (id) => paths.adminEmployeeEmergeneticNew.getHref({ id }),
    edit: (id, emergeneticId) => paths.adminEmployeeEmergeneticEdit.getHref({ id, emergeneticId }),
    trend: (id) => paths.adminEmployeeHistoryEmergenetic.getHref({ id }),
  },
  energizer: {
    new: (id) => paths.adminEmployeeEnergizerNew.getHref({ id }),
    edit: (id, energizerId) => paths.adminEmployeeEnergizerEdit.getHref({ id, energizerId }),
    trend: (id) => paths.adminEmployeeHistoryEnergizer.getHref({ id }),
  },
};

export function assessmentPaths(areaId: AreaId): AssessmentPaths {
  return areaId === 'admin' ? OPERATOR : COMPANY;
}

/** The assessment pages of the area the current page is in. */
export function useAssessmentPaths(): AssessmentPaths {
  return assessmentPaths(useAreaCompany().areaId);
}
