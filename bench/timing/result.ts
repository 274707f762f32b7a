/** What a harness page hands back to the driver (`bench/timing.mjs`) when its run ends. */
import type { GroundTruth } from './responder';

export interface HarnessResult {
  /** The framework's measured RT per trial, in trial order (null: no response recorded). */
  measured: (number | null)[];
  /** The framework's own onset stamps, where it exposes them (this test does; jsPsych does not). */
  onsets: number[] | null;
  /** The responder's ground truth per answered stimulus, in order. */
  truths: GroundTruth[];
  frameIntervals: number[];
}

declare global {
  interface Window {
    /** Resolved when the run ends; the driver awaits it with `page.evaluate`. */
    timingResult?: Promise<HarnessResult>;
  }
}

export function publish(result: Promise<HarnessResult>): void {
  window.timingResult = result;
}
