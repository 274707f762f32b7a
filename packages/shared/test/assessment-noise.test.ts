/**
 * The change thresholds of the third-party assessments are the reliable-change thresholds of their
 * documented SD and reliability (docs/assessments.md), not numbers typed by hand: each scale's and
 * group's `change` is recomputed here from ASSESSMENT_NOISE.
 */
import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_NOISE,
  EMERGENETIC_GROUPS,
  EMERGENETIC_SCALES,
  ENERGIZER_SCALES,
  HCI_SCALES,
  reliableChange,
} from '../src/assessments.ts';

const threshold = (kind: keyof typeof ASSESSMENT_NOISE) =>
  reliableChange(ASSESSMENT_NOISE[kind].sd, ASSESSMENT_NOISE[kind].reliability).threshold;

describe('third-party assessment change thresholds', () => {
  it('computes 1.96·√2·SD·√(1 − r), rounded up to the unit', () => {
    expect(reliableChange(2, 0.8).raw).toBeCloseTo(2.479, 3);
    expect(reliableChange(2, 0.8).threshold).toBe(3);
    expect(reliableChange(15, 0.9).raw).toBeCloseTo(13.148, 3);
    expect(reliableChange(15, 0.9).threshold).toBe(14);
    expect(reliableChange(20, 0.75).raw).toBeCloseTo(27.719, 3);
    expect(reliableChange(20, 0.85).raw).toBeCloseTo(21.471, 3);
    expect(reliableChange(20, 0.85, 0.5).threshold).toBe(21.5);
  });

  it('gives every scale and group the threshold of its documented SD and reliability', () => {
    for (const s of HCI_SCALES)
      expect(s.change, s.key).toBe(threshold(s.key === 'total_score' ? 'hciTotal' : 'sten'));
    for (const s of ENERGIZER_SCALES) expect(s.change, s.key).toBe(threshold('sten'));
    for (const s of EMERGENETIC_SCALES) expect(s.change, s.key).toBe(threshold('emergeneticItem'));
    for (const g of EMERGENETIC_GROUPS) expect(g.change, g.key).toBe(threshold('emergeneticGroup'));
  });
});
