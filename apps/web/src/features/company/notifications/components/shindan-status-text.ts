import { formatDateTimeJa, stripTrailingUuid } from '@mirume/shared';
import type { HeaderShindanStatus } from '../types';

export function shindanStatusName(
  item: Pick<HeaderShindanStatus, 'last_name' | 'first_name' | 'email'>,
): string {
  return (
    `${stripTrailingUuid(item.last_name)} ${stripTrailingUuid(item.first_name)}`.trim() || (item.email ?? '')
  );
}

/** 「山田 太郎さんの診断が2026年11月21日(土) 14:05に完了しました。」 or the failure sentence (spec §2). */
export function shindanStatusText(item: HeaderShindanStatus): string {
  const name = shindanStatusName(item);
  if (item.status === 'success') {
    return `${name}さんの診断が${formatDateTimeJa(item.updated_at)}に完了しました。`;
  }
  return `${name}さんの診断を完了できませんでした。`;
}
