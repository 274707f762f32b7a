import { NotificationCategory } from '@mirume/shared';
import Chip from '@mui/material/Chip';

type Category = (typeof NotificationCategory.values)[number];

const COLORS: Record<Category, { bgcolor: string; color: string }> = {
  notice: { bgcolor: '#E8F0FE', color: '#174EA6' },
  release: { bgcolor: '#E6F4EA', color: '#1E6B34' },
  incident: { bgcolor: '#FDECEA', color: '#A12622' },
  shindan: { bgcolor: '#F3E8FD', color: '#6A1B9A' },
};

/** お知らせ / リリース / 障害情報 / 診断状況, each in its own colour (AA contrast). */
export function CategoryChip({ category }: { category: Category }) {
  return (
    <Chip
      size="small"
      label={NotificationCategory.label(category)}
      sx={{ ...COLORS[category], fontWeight: 700 }}
    />
  );
}
