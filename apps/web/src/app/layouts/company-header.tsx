import { GUIDE_PDF_PATHS } from '@mirume/shared';
import BuildIcon from '@mui/icons-material/BuildOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import HelpIcon from '@mui/icons-material/HelpOutline';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { AccountMenu } from '@/components/app-bar/account-menu';
import type { AccountMenuEntry } from '@/components/app-bar/account-menu-entries';
import { AppBarShell } from '@/components/app-bar/app-bar-shell';
import { BrandLink } from '@/components/app-bar/brand-link';
import { NotificationBell } from '@/features/company/notifications/components/notification-bell';
import { useHeaderNotifications } from '@/features/company/notifications/hooks/use-header-notifications';
import { useLogout } from '@/features/public/sign-in/api/sign-out';
import { companyArea } from '@/lib/area';
import { useCompanyUser } from '@/lib/auth-store';
import { useUnderMaintenance } from '@/lib/maintenance-store';
import { paths } from '@/lib/paths';

interface HeaderLinkProps {
  label: string;
  icon: ReactElement;
  to?: string;
  href?: string;
}

/** A text button on wide screens, an icon button with a tooltip on narrow ones. */
function HeaderLink({ label, icon, to, href }: HeaderLinkProps) {
  const target = href
    ? ({ component: 'a', href, target: '_blank', rel: 'noopener' } as const)
    : ({ component: RouterLink, to: to ?? '/' } as const);
  return (
    <>
      <Button
        {...target}
        color="inherit"
        startIcon={icon}
        sx={{ display: { xs: 'none', lg: 'inline-flex' }, fontWeight: 500, color: 'text.primary' }}
      >
        {label}
      </Button>
      <Tooltip title={label}>
        <IconButton
          {...target}
          aria-label={label}
          sx={{ display: { xs: 'none', sm: 'inline-flex', lg: 'none' } }}
        >
          {icon}
        </IconButton>
      </Tooltip>
    </>
  );
}

/** The header's own links: buttons from sm up, entries at the top of the account menu below. */
const HEADER_LINKS = [
  { label: '診断詳細ガイド', icon: <DescriptionIcon />, href: GUIDE_PDF_PATHS.diagnosisDetails },
  { label: '操作マニュアル', icon: <MenuBookIcon />, href: GUIDE_PDF_PATHS.userManual },
  { label: 'よくあるご質問', icon: <HelpIcon />, to: paths.faqs.getHref() },
] as const satisfies readonly (HeaderLinkProps & AccountMenuEntry)[];

/** Company header (spec §2): logo, trial badge, guides, FAQs, notification bell, account menu. */
export function CompanyHeader() {
  const user = useCompanyUser();
  const underMaintenance = useUnderMaintenance();
  const notifications = useHeaderNotifications();
  const logout = useLogout(companyArea);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  const start = (
    <>
      <BrandLink to={paths.dashboard.getHref()} />
      {user?.company_status === 'trial' ? (
        <Chip
          label="トライアル中"
          size="small"
          sx={{ bgcolor: '#FFF3E0', color: '#8A4B00', fontWeight: 700 }}
        />
      ) : null}
      {underMaintenance ? (
        <Chip
          icon={<BuildIcon />}
          label="メンテナンス中"
          size="small"
          sx={{ bgcolor: '#ECEFF1', color: '#37474F', fontWeight: 700 }}
        />
      ) : null}
    </>
  );

  const end = user ? (
    <>
      {HEADER_LINKS.map((link) => (
        <HeaderLink key={link.label} {...link} />
      ))}
      <NotificationBell
        announcements={notifications.announcements}
        statuses={notifications.statuses}
        unread={notifications.unread}
      />
      <AccountMenu user={user} onLogout={() => logout.mutate()} headerEntries={phone ? HEADER_LINKS : []} />
    </>
  ) : (
    <Button component={RouterLink} to={paths.login.getHref()} variant="outlined">
      ログイン
    </Button>
  );

  return <AppBarShell accent="#418BFB" start={start} end={end} />;
}
