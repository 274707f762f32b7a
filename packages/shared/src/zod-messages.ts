/**
 * zod's messages in Japanese, for every issue a schema did not word itself. The §5 helpers of
 * validation.ts carry their own texts; this map answers everything else (a body that is not an
 * object, `ids` that is not a list, `checked` that is not true/false, a token of the wrong shape)
 * so that no English text of the library reaches a user. validation.ts installs it with
 * `z.config`, which is global to the one zod instance the API and the web app share.
 */
import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/** What a value of each expected type is called in a message. */
const TYPE_MESSAGES: Record<string, string> = {
  object: 'リクエストの形式が正しくありません',
  array: '一覧の形式で指定してください',
  number: '数値を入力してください',
  int: '数値を入力してください',
  bigint: '数値を入力してください',
  boolean: 'はい・いいえ（true / false）で指定してください',
  string: '文字列で入力してください',
  date: '正しい日付を入力してください',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: '正しいメールアドレスを入力してください',
  url: '正しいURLを入力してください',
  date: '正しい日付を入力してください',
  datetime: '正しい日時を入力してください',
};

const FALLBACK = '入力内容が正しくありません';

function sizeMessage(issue: Issue & { origin?: string }, big: boolean): string {
  const n = Number((issue as { maximum?: unknown; minimum?: unknown })[big ? 'maximum' : 'minimum']);
  switch (issue.origin) {
    case 'string':
      if (!big && n <= 1) return '入力必須です';
      return big ? `${n}文字以内で入力してください` : `${n}文字以上で入力してください`;
    case 'array':
    case 'set':
      if (!big && n <= 1) return '1件以上指定してください';
      return big ? `${n}件以内で指定してください` : `${n}件以上指定してください`;
    case 'number':
    case 'int':
    case 'bigint':
      return big ? `${n}以下の値を入力してください` : `${n}以上の値を入力してください`;
    default:
      return FALLBACK;
  }
}

/** The Japanese message of an issue (zod's `customError` of the global configuration). */
export function japaneseZodMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return '入力必須です';
      return TYPE_MESSAGES[String(issue.expected)] ?? '入力の形式が正しくありません';
    case 'too_big':
      return sizeMessage(issue, true);
    case 'too_small':
      return sizeMessage(issue, false);
    case 'invalid_value':
      return '無効な選択肢です';
    case 'invalid_format':
      return FORMAT_MESSAGES[String(issue.format)] ?? '正しい形式で入力してください';
    case 'not_multiple_of':
      return '正しい数値を入力してください';
    case 'unrecognized_keys':
      return '使用できない項目が含まれています';
    case 'invalid_key':
    case 'invalid_element':
    case 'invalid_union':
      return '入力の形式が正しくありません';
    default:
      return FALLBACK;
  }
}
