import { formatDateTimeJa, type TCriteriaVersion } from '@mirume/shared';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const AUTHOR_KIND: Record<TCriteriaVersion['created_by_kind'], string> = {
  service: 'サービス標準',
  company_admin: '',
  system_admin: '',
};

/** 「第2版」 and 「適用中」 / 「サービス標準」 as chips. */
export function VersionChips({ version }: { version: TCriteriaVersion }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip size="small" label={`第${version.version}版`} variant="outlined" />
      {version.company_id === null ? <Chip size="small" label="サービス標準" /> : null}
      {version.in_force ? <Chip size="small" color="success" label="適用中" /> : null}
    </Stack>
  );
}

/** Who made the version and when: 「山田 花子 が 2026/11/21 10:00 に作成」. */
export function VersionAuthor({ version }: { version: TCriteriaVersion }) {
  const who = AUTHOR_KIND[version.created_by_kind] || version.created_by_name;
  return (
    <Typography variant="body2" color="text.secondary">
      {who}・{formatDateTimeJa(version.created_at)} 作成
    </Typography>
  );
}
