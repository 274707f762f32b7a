/**
 * Harness page: one simple reaction block of this test's engine — the real `runReactionBlock`
 * from the web app — with a bench BlockSpec (the plan's trial count, intervals and window) and a
 * schedule built from the same plan as the jsPsych page. RT is the engine's own: the first
 * response's `event.timeStamp` minus the onset it stamped.
 */
import type { BlockSpec, ScheduledTrial } from '@mirume/shared/vital/protocol';
import { runReactionBlock } from '../../apps/web/src/features/exam/engine/reaction-block';
import { ISI_MS, makePlan, readParams, WINDOW_MS } from './plan';
import { installResponder, isShown } from './responder';
import { type HarnessResult, publish } from './result';

async function run(): Promise<HarnessResult> {
  const params = readParams(location.search);
  const plan = makePlan(params);
  const root = document.getElementById('stage') as HTMLElement;
  const spec: BlockSpec = {
    index: 1,
    id: 'simple',
    kind: 'simple',
    practice: false,
    title: 'タイミング計測',
    trials: plan.length,
    durationMs: null,
    isiMs: ISI_MS,
    responseWindowMs: WINDOW_MS,
  };
  const schedule: ScheduledTrial[] = plan.map((t, n) => ({ n, isi: t.isi, stim: 0 }));
  const responder = installResponder({
    root,
    discVisible: () => isShown(root.querySelector('.mv-stim')),
    delays: plan.map((t) => t.delay),
    input: params.input,
    touchTarget: () => root.querySelector('.mv-pad'),
  });
  const payload = await runReactionBlock({ root, spec, schedule });
  responder.stop();
  return {
    measured: payload.trials.map((t) => (t.responses[0] ? t.responses[0].t - t.onset : null)),
    onsets: payload.trials.map((t) => t.onset),
    truths: responder.truths,
    frameIntervals: responder.frameIntervals,
  };
}

publish(run());
