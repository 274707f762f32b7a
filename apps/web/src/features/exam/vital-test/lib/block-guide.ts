/**
 * What the instructions page says for each block: the task, how to answer on this device, how
 * long it runs. One text per block id; `touch` picks the tap wording on phones and tablets.
 */
import type { BlockSpec } from '@mirume/shared';

export type InputMode = 'keys' | 'touch';

export interface BlockGuide {
  lines: string[];
  /** Illustrations: which stimuli are lit and the caption under each. */
  pictures: Array<{ lit: number[]; caption: string }>;
}

function length(spec: BlockSpec): string {
  if (spec.durationMs !== null) return `約${Math.round(spec.durationMs / 60_000)}分間`;
  return `${spec.trials}回`;
}

export function blockGuide(spec: BlockSpec, mode: InputMode): BlockGuide {
  const touch = mode === 'touch';
  const press = touch ? '画面下の枠をタップ' : 'スペースキーを押';
  const boxAnswer = touch
    ? '光ったボックスをタップしてください。'
    : '光ったボックスの下に書かれたキー（左から D・F・J・K）を押してください。← ↓ ↑ → キーや 1〜4 のキーでも答えられます。';
  switch (spec.id) {
    case 'practice_simple':
      return {
        lines: [
          `点線の円が青く塗りつぶされたら、できるだけ早く${press}してください。`,
          '円が塗りつぶされる前に押すと「はやすぎます」と表示されます。',
          `まずは練習です（${length(spec)}）。練習の結果は評価には使われません。`,
        ],
        pictures: [{ lit: [0], caption: touch ? '青くなったらタップ' : '青くなったらスペースキー' }],
      };
    case 'simple':
    case 'simple_final':
      return {
        lines: [
          spec.id === 'simple'
            ? `練習と同じ課題を${length(spec)}行います。`
            : `最初の課題をもう一度、${length(spec)}行います。`,
          `円が青く塗りつぶされたら、できるだけ早く${press}してください。`,
          '合図の間隔は毎回変わります。合図が出る前には押さないでください。',
        ],
        pictures: [{ lit: [0], caption: touch ? '青くなったらタップ' : '青くなったらスペースキー' }],
      };
    case 'practice_choice':
    case 'choice':
      return {
        lines: [
          '4つのボックスのうち、どれか1つが青く光ります。',
          boxAnswer,
          spec.practice
            ? `練習です（${length(spec)}）。正しく答えられたかが表示されます。`
            : `本番です（${length(spec)}）。速さと正確さの両方が大切です。`,
        ],
        pictures: [{ lit: [1], caption: touch ? '光ったボックスをタップ' : '2番目が光ったら F キー' }],
      };
    case 'gonogo':
      return {
        lines: [
          `青い丸が出たら、できるだけ早く${press}してください。`,
          '赤い ✕ が出たときは、押さずに待ってください。',
          `${length(spec)}行います。`,
        ],
        pictures: [
          { lit: [0], caption: '青い丸 → 押す' },
          { lit: [1], caption: '赤い ✕ → 押さない' },
        ],
      };
    default:
      return {
        lines: [
          '選択反応と同じく、光ったボックスで答えます。',
          '正解が続くと、ボックスが光っている時間がだんだん短くなります。あせらず、できるだけ正確に答えてください。',
          touch ? `${length(spec)}行います。` : `${length(spec)}行います。キーは D・F・J・K です。`,
        ],
        pictures: [{ lit: [2], caption: touch ? '光ったボックスをタップ' : '3番目が光ったら J キー' }],
      };
  }
}
