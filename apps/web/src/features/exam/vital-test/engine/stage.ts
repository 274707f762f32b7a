/**
 * The DOM a block draws into, built once before the first trial. Stimuli exist from the start,
 * hidden; a trial only toggles the `mv-on` class of the element it needs. The instructions page
 * builds the same elements (with `illustrate`) so the picture it shows is the real stimulus.
 */
import type { BlockKind } from '@mirume/shared';
import { BOX_KEY_LABELS, isChoiceKind } from './keys';
import { ensureEngineStyles } from './styles';

export interface Stage {
  /** The stimulus element per `stim` value (choice: box 0–3; gonogo: 0 go, 1 no-go; simple: 0). */
  stims: HTMLElement[];
  /** Pointer targets: the four boxes (choice) or the response pad (simple / gonogo). */
  targets: HTMLElement[];
  feedback: HTMLElement;
  pause: HTMLElement;
}

function el(doc: Document, className: string, parent: HTMLElement): HTMLElement {
  const node = doc.createElement('div');
  node.className = className;
  parent.append(node);
  return node;
}

function span(doc: Document, className: string, text: string, parent: HTMLElement): void {
  const node = doc.createElement('span');
  node.className = className;
  node.textContent = text;
  parent.append(node);
}

/** Replaces the children of `root` with the stage of a block kind. */
export function buildStage(root: HTMLElement, kind: BlockKind): Stage {
  const doc = root.ownerDocument;
  ensureEngineStyles(doc);
  root.replaceChildren();
  root.classList.add('mv-root');
  root.dataset.kind = kind;
  const stage = el(doc, 'mv-stage', root);
  const stims: HTMLElement[] = [];
  const targets: HTMLElement[] = [];

  if (isChoiceKind(kind)) {
    const hint = el(doc, 'mv-hint', stage);
    span(doc, 'mv-hint-key', '光ったボックスのキー（D・F・J・K）を押してください', hint);
    span(doc, 'mv-hint-touch', '光ったボックスをタップしてください', hint);
    const boxes = el(doc, 'mv-boxes', root);
    for (let i = 0; i < 4; i++) {
      const box = el(doc, 'mv-box', boxes);
      box.dataset.box = String(i);
      const face = el(doc, 'mv-box-face', box);
      stims.push(el(doc, 'mv-stim', face));
      span(doc, 'mv-key', BOX_KEY_LABELS[i] as string, box);
      targets.push(box);
    }
  } else {
    const target = el(doc, 'mv-target', stage);
    const go = el(doc, 'mv-stim', target);
    go.dataset.shape = 'go';
    stims.push(go);
    if (kind === 'gonogo') {
      const nogo = el(doc, 'mv-stim', target);
      nogo.dataset.shape = 'nogo';
      stims.push(nogo);
    }
    const pad = el(doc, 'mv-pad', root);
    pad.dataset.pad = '';
    span(doc, 'mv-pad-key', 'スペースキー（またはここをクリック）', pad);
    span(doc, 'mv-pad-touch', 'ここをタップ', pad);
    targets.push(pad);
  }

  const feedback = el(doc, 'mv-feedback', stage);
  feedback.setAttribute('aria-hidden', 'true');
  const pause = el(doc, 'mv-pause', root);
  return { stims, targets, feedback, pause };
}

/**
 * A still picture of a block for its instructions page: the same stage with the stimuli in
 * `lit` shown, inert (no listeners are attached).
 */
export function illustrate(root: HTMLElement, kind: BlockKind, lit: number[]): void {
  const stage = buildStage(root, kind);
  for (const i of lit) stage.stims[i]?.classList.add('mv-on');
  root.setAttribute('aria-hidden', 'true');
}
