import { describe, expect, it } from 'vitest';
import {
  ADMIN_DASHBOARD_ID,
  adminCrumbs,
  COMPANY_DASHBOARD_ID,
  companyCrumbs,
} from '@/app/routes/crumb-registry';
import { buildBreadcrumbTrail, collectCrumbs } from './breadcrumb-trail';

const match = (id: string, params: Record<string, string> = {}) => ({
  id,
  params,
  handle: { breadcrumb: { label: companyCrumbs[id]?.label ?? id, parent: companyCrumbs[id]?.parent } },
});

describe('[BREADCRUMBS] trail builder', () => {
  it('starts at the dashboard and walks the parents, filling their parameters', () => {
    const trail = buildBreadcrumbTrail(
      [{ id: 'layout', params: {} }, match('employeeEdit', { id: '12' })],
      companyCrumbs,
      COMPANY_DASHBOARD_ID,
    );
    expect(trail).toEqual([
      { label: 'ダッシュボード', href: '/' },
      { label: '診断履歴', href: '/diagnosis/history' },
      { label: '社員詳細', href: '/employees/12' },
      { label: '社員情報の編集' },
    ]);
  });

  it('puts a page without a parent directly under the dashboard', () => {
    expect(buildBreadcrumbTrail([match('terms')], companyCrumbs, COMPANY_DASHBOARD_ID)).toEqual([
      { label: 'ダッシュボード', href: '/' },
      { label: '利用規約' },
    ]);
  });

  it('links the status notification back to the notification list', () => {
    const trail = buildBreadcrumbTrail(
      [match('shindanStatusNotification', { id: '5' })],
      companyCrumbs,
      'dashboard',
    );
    expect(trail.map((c) => c.label)).toEqual(['ダッシュボード', 'お知らせ', '診断結果のお知らせ']);
    expect(trail[1]?.href).toBe('/mirume-notifications');
  });

  it('is empty on the dashboard itself and on pages without a breadcrumb', () => {
    expect(buildBreadcrumbTrail([match('dashboard')], companyCrumbs, COMPANY_DASHBOARD_ID)).toEqual([]);
    expect(
      buildBreadcrumbTrail(
        [{ id: 'guide', params: {}, handle: { title: 'ガイド' } }],
        companyCrumbs,
        'dashboard',
      ),
    ).toEqual([]);
  });

  it('uses the deepest match that declares a breadcrumb', () => {
    const trail = buildBreadcrumbTrail(
      [match('invoices'), match('invoice', { id: '9' })],
      companyCrumbs,
      COMPANY_DASHBOARD_ID,
    );
    expect(trail).toEqual([
      { label: 'ダッシュボード', href: '/' },
      { label: '請求書', href: '/invoices' },
      { label: '請求書詳細' },
    ]);
  });

  it('stops at a cycle or an unknown parent and still starts at the dashboard', () => {
    const registry = collectCrumbs([
      { id: 'home', path: '/', handle: { breadcrumb: { label: 'ダッシュボード' } } },
      { id: 'a', path: '/a', handle: { breadcrumb: { label: 'A', parent: 'b' } } },
      { id: 'b', path: '/b', handle: { breadcrumb: { label: 'B', parent: 'a' } } },
      { id: 'c', path: '/c', handle: { breadcrumb: { label: 'C', parent: 'missing' } } },
    ]);
    const leafA = { id: 'a', params: {}, handle: { breadcrumb: { label: 'A', parent: 'b' } } };
    expect(buildBreadcrumbTrail([leafA], registry, 'home')).toEqual([
      { label: 'ダッシュボード', href: '/' },
      { label: 'B', href: '/b' },
      { label: 'A' },
    ]);
    const leafC = { id: 'c', params: {}, handle: { breadcrumb: { label: 'C', parent: 'missing' } } };
    expect(buildBreadcrumbTrail([leafC], registry, 'home')).toEqual([
      { label: 'ダッシュボード', href: '/' },
      { label: 'C' },
    ]);
  });

  it('leaves a parent without a link when the URL lacks its parameter', () => {
    const registry = collectCrumbs([
      { id: 'home', path: '/', handle: { breadcrumb: { label: 'ダッシュボード' } } },
      { id: 'p', path: '/p/:pid', handle: { breadcrumb: { label: 'P' } } },
      { id: 'q', path: '/q/:id', handle: { breadcrumb: { label: 'Q', parent: 'p' } } },
    ]);
    const leaf = { id: 'q', params: { id: '1' }, handle: { breadcrumb: { label: 'Q', parent: 'p' } } };
    expect(buildBreadcrumbTrail([leaf], registry, 'home')[1]).toEqual({ label: 'P', href: undefined });
  });
});

describe('[BREADCRUMBS] route table', () => {
  it('declares a breadcrumb for every company page spec §2 lists', () => {
    const listed = [
      'passwordReset',
      'employee',
      'employeeNew',
      'employeeNewBulk',
      'employeeEdit',
      'employeeHistoryEmergenetic',
      'employeeHistoryEnergizer',
      'employeeHistoryHci',
      'employeeHistoryMirumevital',
      'employeeEnergizerNew',
      'employeeEnergizerEdit',
      'employeeHciNew',
      'employeeHciEdit',
      'employeeEmergeneticNew',
      'employeeEmergeneticEdit',
      'user',
      'userEdit',
      'invoices',
      'invoice',
      'faqs',
      'companyEdit',
      'diagnosisHistory',
      'diagnosisUndiagnosedList',
      'diagnosisLinkIssue',
      'companyAdmins',
      'companyAdminNew',
      'companyAdminEdit',
      'criteria',
      'criteriaNew',
      'criteriaList',
      'criterion',
      'organizationCharts',
      'terms',
      'notifications',
      'notification',
      'shindanStatusNotification',
      'inquiryNew',
      'inquiryDone',
      'customAssessmentSettings',
    ];
    for (const id of listed) expect(companyCrumbs[id], id).toBeDefined();
  });

  it('names only parents that exist, in both areas', () => {
    for (const [registry, root] of [
      [companyCrumbs, COMPANY_DASHBOARD_ID],
      [adminCrumbs, ADMIN_DASHBOARD_ID],
    ] as const) {
      expect(registry[root]).toBeDefined();
      for (const [id, crumb] of Object.entries(registry)) {
        if (crumb.parent) expect(registry[crumb.parent], `${id} → ${crumb.parent}`).toBeDefined();
      }
    }
  });

  it('starts every operator trail at the operator dashboard', () => {
    const leaf = {
      id: 'adminNotificationEdit',
      params: { id: '4' },
      handle: { breadcrumb: adminCrumbs.adminNotificationEdit },
    };
    expect(buildBreadcrumbTrail([leaf], adminCrumbs, ADMIN_DASHBOARD_ID)).toEqual([
      { label: 'ダッシュボード', href: '/admin' },
      { label: 'お知らせ', href: '/admin/mirume-notifications' },
      { label: 'お知らせ詳細', href: '/admin/mirume-notifications/4' },
      { label: 'お知らせの編集' },
    ]);
  });
});
