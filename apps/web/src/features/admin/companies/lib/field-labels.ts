import { GLOSSARY } from '@mirume/shared';
import { formatIsoDateJa } from '@/lib/dates';

/** Japanese names of the fields an operator action may change (the action log shows them). */
const LABELS: Record<string, string> = {
  name: GLOSSARY.companyName,
  name_kana: GLOSSARY.companyNameKana,
  daihyo_name: '代表者名',
  postcode: '郵便番号',
  address: '住所',
  tel: '電話番号',
  url: 'URL',
  date_start_contract: '契約開始日',
  date_end_contract: '契約終了日',
  status: 'ステータス',
  last_name: '姓',
  first_name: '名',
  kana_last_name: 'セイ',
  kana_first_name: 'メイ',
  role: '権限',
  email: 'メールアドレス',
};

export const fieldLabel = (field: string) => LABELS[field] ?? field;

export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '（なし）';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatIsoDateJa(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}
