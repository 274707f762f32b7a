import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useMatches } from 'react-router';
import { buildBreadcrumbTrail, type CrumbRegistry } from './breadcrumb-trail';

interface BreadcrumbsProps {
  registry: CrumbRegistry;
  dashboardId: string;
}

export function Breadcrumbs({ registry, dashboardId }: BreadcrumbsProps) {
  const matches = useMatches();
  const trail = buildBreadcrumbTrail(matches, registry, dashboardId);
  if (trail.length === 0) return null;

  return (
    <MuiBreadcrumbs
      aria-label="パンくずリスト"
      separator={<NavigateNextIcon fontSize="small" />}
      sx={{ mb: 2, fontSize: '0.875rem' }}
    >
      {trail.map((crumb, index) => {
        const isCurrent = index === trail.length - 1;
        if (crumb.href && !isCurrent) {
          return (
            <Link key={crumb.href} component={RouterLink} to={crumb.href} underline="hover">
              {crumb.label}
            </Link>
          );
        }
        return (
          <Typography
            key={crumb.label}
            aria-current={isCurrent ? 'page' : undefined}
            sx={{ fontSize: 'inherit', color: isCurrent ? 'text.primary' : 'text.secondary' }}
          >
            {crumb.label}
          </Typography>
        );
      })}
    </MuiBreadcrumbs>
  );
}
