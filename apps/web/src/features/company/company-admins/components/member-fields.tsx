import { CompanyRole } from '@mirume/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { FormTextField } from '@/components/form/form-text-field';

type NameAndRole = {
  last_name: string;
  first_name: string;
  kana_last_name: string;
  kana_first_name: string;
  role: string;
};

/** Name, kana and role fields shared by the invite and edit forms. */
export function MemberFields({ roleLocked = false }: { roleLocked?: boolean }) {
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <FormTextField<NameAndRole> name="last_name" label="姓" required />
        <FormTextField<NameAndRole> name="first_name" label="名" required />
        <FormTextField<NameAndRole> name="kana_last_name" label="セイ" required helperText="全角カタカナ" />
        <FormTextField<NameAndRole> name="kana_first_name" label="メイ" required helperText="全角カタカナ" />
      </Box>
      <Box sx={{ maxWidth: 320 }}>
        <FormTextField<NameAndRole>
          name="role"
          label="権限"
          select
          required
          disabled={roleLocked}
          helperText={roleLocked ? 'ご自身の権限は変更できません' : undefined}
        >
          {CompanyRole.options().map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
    </>
  );
}
