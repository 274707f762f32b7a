import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONDITION, metricOptions, readListCondition, toDiagnosisListQuery } from './list-condition';

beforeEach(() => window.sessionStorage.clear());

describe('[RESULTS] the diagnosis list conditions', () => {
  it('[RESULTS] reads conditions saved by the earlier people list, dropping the sorts this list has not', () => {
    window.sessionStorage.setItem(
      'employeeCondition',
      JSON.stringify({
        employment_type: ['senkou'],
        department: '営業部',
        sort: 'department',
        order: 'asc',
        page: 3,
      }),
    );
    expect(readListCondition()).toEqual({
      ...DEFAULT_CONDITION,
      employment_type: ['senkou'],
      department: '営業部',
      sort: 'created_at',
      order: 'asc',
      page: 3,
    });
    window.sessionStorage.setItem('employeeCondition', '{not json');
    expect(readListCondition()).toEqual(DEFAULT_CONDITION);
  });

  it('[RESULTS] leaves empty filters out of the query and sends numbers only when they are numbers', () => {
    const query = toDiagnosisListQuery(
      { ...DEFAULT_CONDITION, age_min: '30', age_max: 'abc', rank: 'NG', sort: 'metric:brake' },
      '  ヤマダ ',
    );
    expect(Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined))).toEqual({
      q: 'ヤマダ',
      age_min: 30,
      rank: 'NG',
      sort: 'metric:brake',
      order: 'desc',
      page: 1,
      per: 20,
    });
  });

  it('[RESULTS] offers the metrics of the chosen type for sorting', () => {
    const keys = (type: Parameters<typeof metricOptions>[0]) => metricOptions(type).map((o) => o.key);
    expect(keys('senkou')).toContain('concentration');
    expect(keys('senkou')).not.toContain('brake');
    expect(keys('employee')).toEqual(expect.arrayContaining(['brake', 'concentration', 'engineer']));
    expect(keys('')).toEqual(expect.arrayContaining(['brake', 'concentration']));
    expect(keys('')).not.toContain('engineer');
  });
});
