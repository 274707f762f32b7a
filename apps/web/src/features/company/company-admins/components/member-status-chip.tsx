import { MemberStatus, type TCompanyAdminMember } from '@mirume/shared';
import Chip from '@mui/material/Chip';

export function MemberStatusChip({ status }: { status: TCompanyAdminMember['status'] }) {
  return (
    <Chip
      size="small"
      label={MemberStatus.label(status)}
      color={status === 'invited' ? 'warning' : 'success'}
      variant={status === 'invited' ? 'outlined' : 'filled'}
    />
  );
}
