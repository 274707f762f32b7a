import { formatDateTimeJa } from '@mirume/shared';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CategoryChip } from './category-chip';
import { MarkdownBody } from './markdown-body';

interface AnnouncementArticleProps {
  category: 'notice' | 'release' | 'incident';
  title: string;
  description: string;
  /** The publish time; null for a draft (the operator's preview). */
  date: string | null;
  actions?: ReactNode;
  /** The title's element: h1 on the company's page, h2 inside the operator's preview. */
  titleAs?: 'h1' | 'h2';
}

/** An announcement as a company user reads it (the operator's preview shows the same). */
export function AnnouncementArticle({
  category,
  title,
  description,
  date,
  actions,
  titleAs = 'h1',
}: AnnouncementArticleProps) {
  return (
    <Card component="article" aria-labelledby="announcement-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1.5, alignItems: 'center' }}>
          <CategoryChip category={category} />
          <Typography variant="body2" color="text.secondary">
            {date ? formatDateTimeJa(date) : '未公開'}
          </Typography>
        </Stack>
        <Typography
          id="announcement-title"
          component={titleAs}
          variant="h2"
          sx={{ fontSize: '1.375rem', fontWeight: 700, mb: 2 }}
        >
          {title}
        </Typography>
        <MarkdownBody>{description}</MarkdownBody>
        {actions ? (
          <Stack useFlexGap direction="row" spacing={2} sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1 }}>
            {actions}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
