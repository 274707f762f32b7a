import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import { AdminBadge } from '@/components/app-bar/admin-badge';
import { AppBarShell } from '@/components/app-bar/app-bar-shell';
import { BrandLink } from '@/components/app-bar/brand-link';
import { OperatorNotificationBell } from '@/features/admin/operator-notifications/components/operator-notification-bell';
import { useLogout } from '@/features/public/sign-in/api/sign-out';
import { adminArea } from '@/lib/area';
import { paths } from '@/lib/paths';

/** Operator header entries (spec §2), in order; logout follows. */
export const ADMIN_NAV = [
  { label: '企業', to: paths.adminCompanies.getHref() },
  { label: 'お知らせ', to: paths.adminNotifications.getHref() },
  { label: 'お問い合わせ', to: paths.adminInquiries.getHref() },
  { label: 'システム管理者', to: paths.adminSystemAdmins.getHref() },
  { label: '請求書', to: paths.adminInvoices.getHref() },
  { label: '基準', to: paths.adminCriteria.getHref() },
  { label: '契約期限通知', to: paths.adminBillingYears.getHref() },
] as const;

export function AdminHeader() {
  const logout = useLogout(adminArea);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  const wide = (
    <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
      {ADMIN_NAV.map((item) => (
        <Button
          key={item.to}
          component={NavLink}
          to={item.to}
          color="inherit"
          sx={{ fontWeight: 500, '&.active': { color: 'primary.dark', fontWeight: 700 } }}
        >
          {item.label}
        </Button>
      ))}
      <Button
        color="inherit"
        startIcon={<LogoutIcon />}
        onClick={() => logout.mutate()}
        sx={{ fontWeight: 500 }}
      >
        ログアウト
      </Button>
    </Box>
  );

  const narrow = (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <IconButton
        aria-label="運営メニュー"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MenuIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {ADMIN_NAV.map((item) => (
          <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={() => setAnchor(null)}>
            {item.label}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            logout.mutate();
          }}
        >
          ログアウト
        </MenuItem>
      </Menu>
    </Box>
  );

  return (
    <AppBarShell
      accent="#1F2937"
      start={
        <>
          <BrandLink to={paths.adminDashboard.getHref()} subtitle="運営管理" />
          <AdminBadge />
        </>
      }
      end={
        <>
          {wide}
          <OperatorNotificationBell />
          {narrow}
        </>
      }
    />
  );
}
