/**
 * The engine's own style sheet, injected once per document, so the engine draws the same with or
 * without the React app around it (the timing benchmark runs it on a bare page). Every state
 * change during a block is a `visibility` or class toggle on elements laid out in advance:
 * showing or hiding a stimulus repaints, it never reflows.
 */

const STYLE_ID = 'mv-engine-style';

/** Colours match the app theme (primary.dark, error.main, the page background). */
export const ENGINE_CSS = `
.mv-root {
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 360px;
  box-sizing: border-box;
  user-select: none;
  -webkit-user-select: none;
  -webkit-touch-callout: none;
  -webkit-tap-highlight-color: transparent;
  touch-action: manipulation;
  color: #1F2937;
  outline: none;
}
.mv-root *, .mv-root *::before, .mv-root *::after { box-sizing: border-box; }
/* The block area takes focus only to receive keys; a ring around the whole screen would distract. */
.mv-root.mv-root:focus, .mv-root.mv-root:focus-visible { outline: none; }
.mv-stage {
  flex: 1 1 55%;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  min-height: 180px;
}
.mv-target {
  position: relative;
  width: clamp(96px, 30vmin, 168px);
  height: clamp(96px, 30vmin, 168px);
  border-radius: 50%;
  border: 3px dashed #C9D1DC;
}
.mv-stim {
  position: absolute;
  inset: -3px;
  visibility: hidden;
  border-radius: 50%;
  background: #1A5FCC;
}
.mv-stim[data-shape="nogo"] {
  border-radius: 14%;
  background: #C62828;
}
.mv-stim[data-shape="nogo"]::before, .mv-stim[data-shape="nogo"]::after {
  content: "";
  position: absolute;
  left: 18%;
  top: calc(50% - 6%);
  width: 64%;
  height: 12%;
  border-radius: 4px;
  background: #FFFFFF;
  transform: rotate(45deg);
}
.mv-stim[data-shape="nogo"]::after { transform: rotate(-45deg); }
.mv-on { visibility: visible; }
.mv-feedback {
  height: 1.75em;
  font-size: 1.25rem;
  font-weight: 700;
  line-height: 1.75em;
  text-align: center;
  color: #1F2937;
  visibility: hidden;
}
.mv-feedback[data-tone="warn"] { color: #B45309; }
.mv-pad {
  flex: 1 1 45%;
  min-height: 160px;
  margin: 0 0 8px;
  display: flex;
  align-items: center;
  justify-content: center;
  border: 2px dashed #8DB9FD;
  border-radius: 16px;
  background: #EEF4FF;
  color: #1A5FCC;
  font-size: 1.125rem;
  font-weight: 700;
  cursor: pointer;
  touch-action: manipulation;
}
.mv-pad-touch, .mv-hint-touch { display: none; }
.mv-hint {
  font-size: 1rem;
  color: #4B5563;
  text-align: center;
}
/* With a mouse and keyboard the boxes sit in the middle of the screen, the hint above them; on
   touch screens they stay at the bottom, where the thumbs are. */
@media (hover: hover) and (pointer: fine) {
  .mv-root[data-kind="choice4"] .mv-stage, .mv-root[data-kind="pressure"] .mv-stage {
    flex: 0 0 auto;
    margin-top: auto;
    padding-bottom: 24px;
  }
  .mv-root[data-kind="choice4"] .mv-boxes, .mv-root[data-kind="pressure"] .mv-boxes { margin-bottom: auto; }
}
.mv-boxes {
  flex: 0 0 auto;
  display: grid;
  grid-template-columns: repeat(4, minmax(64px, 1fr));
  gap: clamp(8px, 2.5vw, 20px);
  width: 100%;
  max-width: 720px;
  margin: 0 auto 8px;
}
.mv-box {
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 8px;
  cursor: pointer;
  touch-action: manipulation;
}
.mv-box-face {
  position: relative;
  height: clamp(96px, 22vh, 168px);
  border: 3px solid #C9D1DC;
  border-radius: 12px;
  background: #FFFFFF;
}
.mv-box-face .mv-stim { border-radius: 9px; }
.mv-key {
  text-align: center;
  font-size: 1.125rem;
  font-weight: 700;
  color: #4B5563;
}
.mv-pause {
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px;
  text-align: center;
  font-size: 1.125rem;
  line-height: 1.75;
  background: rgba(245, 247, 250, 0.96);
  visibility: hidden;
}
.mv-root.mv-mini { min-height: 0; height: 200px; gap: 8px; pointer-events: none; }
.mv-mini .mv-stage { min-height: 0; gap: 4px; }
.mv-mini .mv-target { width: 64px; height: 64px; }
.mv-mini .mv-feedback, .mv-mini .mv-hint { display: none; }
.mv-mini .mv-pad { min-height: 56px; flex: 0 0 56px; font-size: 0.875rem; border-radius: 10px; }
.mv-mini .mv-box-face { height: 56px; border-radius: 8px; }
.mv-mini .mv-box-face .mv-stim { border-radius: 5px; }
.mv-mini .mv-key { font-size: 0.875rem; }
@media (hover: none) and (pointer: coarse) {
  .mv-pad-key, .mv-key, .mv-hint-key { display: none; }
  .mv-pad-touch, .mv-hint-touch { display: inline; }
}
`;

/** Adds the engine's style sheet to the document unless it is already there. */
export function ensureEngineStyles(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = ENGINE_CSS;
  doc.head.append(style);
}
