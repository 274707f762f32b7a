/**
 * Whose criteria a criteria page shows, read from the area and the route (decision 0016): in the
 * company area the company's own; in the operator area under /admin/companies/{companyId} that
 * company's (calls go to the operator's endpoints); under /admin/criteria the service's default
 * sets. One table per scope holds the endpoints and the page links, so the pages are written once.
 */
import { canManageCriteria } from '@mirume/shared';
import { useParams } from 'react-router';
import { type Area, useArea } from '@/lib/area';
import { getCompanyUser } from '@/lib/auth-store';
import { paths } from '@/lib/paths';

export type CriteriaScopeKind = 'company' | 'operator-company' | 'defaults';
type Type = 'senkou' | 'employee';

export interface CriteriaScope {
  kind: CriteriaScopeKind;
  /** The company whose criteria these are (null: the service's defaults). */
  companyId: number | null;
  area: Area;
  /** Query-key prefix: one per scope, so two scopes never share cached answers. */
  key: readonly unknown[];
  api: {
    latest: string;
    list: string;
    detail: (id: number) => string;
    /** null: the scope has no people (the service's defaults rank every company's people). */
    people: ((id: number) => string) | null;
    template: (id: number) => string;
    create: string;
    preview: string;
    remove: (id: number) => string;
    remark: (id: number) => string;
    reflect: string | null;
    reflectStatus: ((id: string) => string) | null;
    recommend: string | null;
    criterions: string;
    /** Added to create and recommend bodies (the operator names the company). */
    body: Record<string, unknown>;
  };
  pages: {
    current: string;
    list: string;
    create: (type?: Type) => string;
    detail: (id: number) => string;
    /** A person's page, where the scope has one. */
    person: ((employeeId: number) => string) | null;
  };
  /** May the signed-in user change sets of this type here? */
  canManage: (type: Type) => boolean;
}

function withType(href: string, type?: Type) {
  return type ? `${href}?type=${type}` : href;
}

export function criteriaScope(area: Area, companyIdParam: string | undefined): CriteriaScope {
  if (area.id === 'company') {
    return {
      kind: 'company',
      companyId: getCompanyUser()?.company_id ?? null,
      area,
      key: ['criteria', 'company'],
      api: {
        latest: '/musashino_criteria/latest',
        list: '/musashino_criteria/list',
        detail: (id) => `/company_criteria/${id}`,
        people: (id) => `/company_criteria/${id}/senkous`,
        template: (id) => `/musashino_criteria/${id}/new`,
        create: '/musashino_criteria',
        preview: '/musashino_criteria/preview',
        remove: (id) => `/musashino_criteria/${id}`,
        remark: (id) => `/musashino_criteria/${id}/remark`,
        reflect: '/musashino_criteria/reflect_criteria',
        reflectStatus: (id) => `/musashino_criteria/reflects/${id}`,
        recommend: '/musashino_criteria/recommended_detail',
        criterions: '/criterions',
        body: {},
      },
      pages: {
        current: paths.criteria.getHref(),
        list: paths.criteriaList.getHref(),
        create: (type) => withType(paths.criteriaNew.getHref(), type),
        detail: (id) => paths.criterion.getHref({ musashinoCriterionId: String(id) }),
        person: (employeeId) => paths.employee.getHref({ id: String(employeeId) }),
      },
      canManage: (type) => canManageCriteria(getCompanyUser()?.role, type),
    };
  }
  if (companyIdParam) {
    const companyId = Number(companyIdParam);
    const base = `/admin/companies/${companyId}`;
    const p = { companyId: String(companyId) };
    return {
      kind: 'operator-company',
      companyId,
      area,
      key: ['criteria', 'operator-company', companyId],
      api: {
        latest: `${base}/criteria`,
        list: `${base}/company_criteria`,
        detail: (id) => `${base}/company_criteria/${id}`,
        people: (id) => `${base}/company_criteria/${id}/senkous`,
        template: (id) => `${base}/company_criteria/${id}/new`,
        create: '/admin/musashino_criteria/create_company_criteria',
        preview: `${base}/company_criteria/preview`,
        remove: (id) => `/admin/musashino_criteria/${id}/destroy_company_criteria`,
        remark: (id) => `/admin/musashino_criteria/${id}/company_remark`,
        reflect: `${base}/reflect_criteria`,
        reflectStatus: (id) => `${base}/criteria_reflects/${id}`,
        recommend: '/admin/musashino_criteria/recommended_detail',
        criterions: '/admin/criterions',
        body: { company_id: companyId },
      },
      pages: {
        current: paths.adminCompanyCriteria.getHref(p),
        list: paths.adminCompanyCriteriaList.getHref(p),
        create: (type) => withType(paths.adminCompanyCriteriaNew.getHref(p), type),
        detail: (id) => paths.adminCompanyCriterion.getHref({ ...p, musashinoCriterionId: String(id) }),
        person: null,
      },
      canManage: () => area.can('criteria:manage'),
    };
  }
  return {
    kind: 'defaults',
    companyId: null,
    area,
    key: ['criteria', 'defaults'],
    api: {
      latest: '/admin/musashino_criteria/latest',
      list: '/admin/musashino_criteria/list',
      detail: (id) => `/admin/musashino_criteria/${id}`,
      people: null,
      template: (id) => `/admin/musashino_criteria/${id}/new`,
      create: '/admin/musashino_criteria/create',
      preview: '/admin/musashino_criteria/preview',
      remove: (id) => `/admin/musashino_criteria/${id}`,
      remark: (id) => `/admin/musashino_criteria/${id}/remark`,
      reflect: null,
      reflectStatus: null,
      recommend: null,
      criterions: '/admin/criterions',
      body: {},
    },
    pages: {
      current: paths.adminCriteria.getHref(),
      list: paths.adminCriteriaList.getHref(),
      create: (type) => withType(paths.adminCriteriaNew.getHref(), type),
      detail: (id) => paths.adminCriterion.getHref({ id: String(id) }),
      person: null,
    },
    canManage: () => area.can('criteria:manage'),
  };
}

/** The scope of the current page. */
export function useCriteriaScope(): CriteriaScope {
  const area = useArea();
  const { companyId } = useParams();
  return criteriaScope(area, companyId);
}
