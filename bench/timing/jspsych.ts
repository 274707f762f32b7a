/**
 * Harness page: the same simple reaction task in jsPsych 8 with its html-keyboard-response
 * plugin, configured the way its documentation shows (onset and RT are jsPsych's own: a
 * `performance.now()` stamp when the plugin draws the stimulus and another in its keydown
 * listener). Each trial shows the disc after the planned interval and ends at the first Space or
 * after the response window.
 */
import htmlKeyboardResponse from '@jspsych/plugin-html-keyboard-response';
import { initJsPsych } from 'jspsych';
import 'jspsych/css/jspsych.css';
import { DISC_COLOUR, DISC_PX, makePlan, readParams, WINDOW_MS } from './plan';
import { installResponder, isShown } from './responder';
import { type HarnessResult, publish } from './result';

const DISC_HTML = `<div class="disc" style="width:${DISC_PX}px;height:${DISC_PX}px;border-radius:50%;background:${DISC_COLOUR}"></div>`;

async function run(): Promise<HarnessResult> {
  const params = readParams(location.search);
  const plan = makePlan(params);
  const root = document.getElementById('stage') as HTMLElement;
  const responder = installResponder({
    root,
    discVisible: () => isShown(root.querySelector('#jspsych-html-keyboard-response-stimulus .disc')),
    delays: plan.map((t) => t.delay),
    input: 'keyboard',
  });
  const jsPsych = initJsPsych({ display_element: root });
  const timeline = plan.map((_, i) => ({
    type: htmlKeyboardResponse,
    stimulus: DISC_HTML,
    choices: [' '],
    trial_duration: WINDOW_MS,
    response_ends_trial: true,
    // post_trial_gap runs after a trial, so trial i is followed by the interval before trial i + 1.
    post_trial_gap: plan[i + 1]?.isi ?? 0,
  }));
  await new Promise((r) => setTimeout(r, plan[0]?.isi ?? 0));
  await jsPsych.run(timeline);
  responder.stop();
  const rts = jsPsych.data
    .get()
    .values()
    .map((row) => (typeof row.rt === 'number' ? row.rt : null));
  return { measured: rts, onsets: null, truths: responder.truths, frameIntervals: responder.frameIntervals };
}

publish(run());
