import { CompanyRole, can, NO_ACCESS_TOOLTIP, type TCompanyUser } from '@mirume/shared';
import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ACCOUNT_MENU_ENTRIES, type AccountMenuEntry } from './account-menu-entries';

interface AccountMenuProps {
  user: TCompanyUser;
  onLogout: () => void;
  /**
   * Links the header shows beside the menu on wider screens (guides, FAQ): on a phone the header
   * has no room for them, so they open from the top of the menu instead of disappearing.
   */
  headerEntries?: readonly AccountMenuEntry[];
}

const allowedFor = (user: TCompanyUser, entry: AccountMenuEntry) =>
  entry.permission === undefined || can(user.role, entry.permission);

/** Who is signed in; MenuList skips it when moving focus. */
function MenuUserHeader({ user }: { user: TCompanyUser }) {
  return (
    <Box sx={{ px: 2, pt: 1, pb: 1.5, maxWidth: 280 }}>
      <Typography sx={{ fontWeight: 700 }}>
        {user.last_name} {user.first_name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {user.company_name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        権限：{CompanyRole.label(user.role)}
      </Typography>
    </Box>
  );
}
MenuUserHeader.muiSkipListHighlight = true;

interface EntryItemProps {
  /** Set by MenuList on the item that takes the initial focus. */
  autoFocus?: boolean;
  tabIndex?: number;
  entry: AccountMenuEntry;
  allowed: boolean;
  onSelect: () => void;
}

/**
 * One entry. An entry the role may not use stays in the menu as a disabled item with the
 * tooltip 'アクセス権がありません'. Instead of wrapping it in a span (MUI's usual advice for
 * tooltips on disabled elements), the item keeps pointer events and stays focusable by arrow
 * keys (`disabledItemsFocusable`), so the tooltip opens on hover and on keyboard focus alike.
 */
function EntryItem({ entry, allowed, onSelect, ...menuItemProps }: EntryItemProps) {
  if (!allowed) {
    return (
      <Tooltip title={NO_ACCESS_TOOLTIP} describeChild placement="left">
        <MenuItem
          {...menuItemProps}
          disabled
          sx={{ '&.Mui-disabled': { pointerEvents: 'auto', cursor: 'not-allowed' } }}
        >
          <ListItemText>{entry.label}</ListItemText>
        </MenuItem>
      </Tooltip>
    );
  }
  if (entry.href) {
    return (
      <MenuItem
        {...menuItemProps}
        component="a"
        href={entry.href}
        target="_blank"
        rel="noopener"
        onClick={onSelect}
      >
        <ListItemText>{entry.label}</ListItemText>
        <OpenInNewIcon fontSize="small" aria-hidden="true" sx={{ ml: 1, color: 'text.secondary' }} />
      </MenuItem>
    );
  }
  return (
    <MenuItem {...menuItemProps} component={RouterLink} to={entry.to ?? '/'} onClick={onSelect}>
      <ListItemText>{entry.label}</ListItemText>
    </MenuItem>
  );
}

/** The account menu of the company header (spec §2), driven by the shared permissions map. */
export function AccountMenu({ user, onLogout, headerEntries = [] }: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const entries = ACCOUNT_MENU_ENTRIES.filter((e) => !e.hideWithoutPermission || allowedFor(user, e));

  return (
    <>
      <IconButton
        aria-label="アカウントメニュー"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircleIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-label': 'アカウントメニュー', disabledItemsFocusable: true },
          paper: { sx: { minWidth: 240, mt: 1 } },
        }}
      >
        <MenuUserHeader user={user} />
        <Divider />
        {headerEntries.map((entry) => (
          <EntryItem key={entry.label} entry={entry} allowed={allowedFor(user, entry)} onSelect={close} />
        ))}
        {headerEntries.length > 0 ? <Divider /> : null}
        {entries.map((entry) => (
          <EntryItem key={entry.label} entry={entry} allowed={allowedFor(user, entry)} onSelect={close} />
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>ログアウト</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
