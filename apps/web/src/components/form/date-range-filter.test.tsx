import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateRangeFilter } from './date-range-filter';

describe('[FILTERS] a period filter', () => {
  it('offers the dates the API accepts, each edge bounded by the other, and reports the edge changed', () => {
    const onChange = vi.fn();
    render(<DateRangeFilter label="受検日" from="2026-04-01" to="" onChange={onChange} />);
    const from = screen.getByLabelText('受検日（から）') as HTMLInputElement;
    const to = screen.getByLabelText('受検日（まで）') as HTMLInputElement;
    expect([from.min, from.max]).toEqual(['2000-01-01', '2099-12-31']);
    expect([to.min, to.max]).toEqual(['2026-04-01', '2099-12-31']);
    fireEvent.change(to, { target: { value: '2026-04-30' } });
    expect(onChange).toHaveBeenCalledWith('to', '2026-04-30');
  });
});
