import { can, GUIDE_PDF_PATHS, SERVICE_TITLE } from '@mirume/shared';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCompanyUser } from '@/lib/auth-store';
import { type TGuideOutline, useGuideOutline } from '../api/guides';

/**
 * /guide — the guide PDFs with a description and a preview of their first pages (the cover and
 * the chapters with their page numbers). The detailed guide is listed only for the roles spec §2
 * names (admin and worker: `guides:detailed`).
 */
export function GuidePage() {
  const user = useCompanyUser();
  const { data, isPending, isError, error } = useGuideOutline();
  const guides = (data ?? []).filter(
    (g) => g.file !== GUIDE_PDF_PATHS.detailedGuide || can(user?.role, 'guides:detailed'),
  );

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1">ガイド</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          ミルメの使いかたと診断の読みかたをまとめた資料です。PDF は新しいタブで開きます。
        </Typography>
      </Box>
      {isError ? (
        <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>
      ) : null}
      {isPending ? <Skeleton variant="rounded" height={320} aria-label="読み込み中" /> : null}
      {guides.map((g) => (
        <GuideCard key={g.file} guide={g} />
      ))}
    </Stack>
  );
}

function GuideCard({ guide }: { guide: TGuideOutline }) {
  return (
    <Card component="section" aria-labelledby={`guide-${guide.file}`}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <PagePreview guide={guide} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={`guide-${guide.file}`} variant="h2" sx={{ fontSize: '1.25rem' }}>
              {guide.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              {guide.subtitle}・{guide.date}版・{guide.pages}ページ（PDF {Math.round(guide.bytes / 1024)}KB）
            </Typography>
            <Typography sx={{ mb: 2, lineHeight: 1.8 }}>{guide.summary}</Typography>
            <Stack useFlexGap direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button
                variant="contained"
                href={guide.file}
                target="_blank"
                rel="noopener"
                startIcon={<OpenInNewIcon />}
              >
                PDFを開く
              </Button>
              <Button variant="outlined" href={guide.file} download startIcon={<DownloadIcon />}>
                ダウンロード
              </Button>
            </Stack>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The cover and the contents page, drawn like the PDF's (A4 proportions). */
function PagePreview({ guide }: { guide: TGuideOutline }) {
  const page = {
    width: 180,
    aspectRatio: '210 / 297',
    border: 1,
    borderColor: 'divider',
    borderRadius: 0.5,
    boxShadow: 1,
    bgcolor: '#fff',
    overflow: 'hidden',
    flexShrink: 0,
  } as const;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      aria-label={`${guide.title}の表紙と目次のプレビュー`}
      role="img"
      sx={{ overflowX: 'auto' }}
    >
      <Box sx={{ ...page, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ bgcolor: '#1A5FCC', height: 10 }} />
        <Box sx={{ p: 1.5, mt: 4 }}>
          <Typography sx={{ fontSize: 8, color: '#1A5FCC', fontWeight: 700 }}>{SERVICE_TITLE}</Typography>
          <Typography sx={{ fontSize: 15, fontWeight: 700, mt: 1, lineHeight: 1.3 }}>
            {guide.title}
          </Typography>
          <Typography sx={{ fontSize: 8, color: 'text.secondary', mt: 0.5 }}>{guide.subtitle}</Typography>
        </Box>
        <Typography sx={{ fontSize: 7, color: 'text.secondary', mt: 'auto', p: 1.5 }}>
          {guide.date}
        </Typography>
      </Box>
      <Box sx={{ ...page, p: 1.5 }}>
        <Typography sx={{ fontSize: 9, fontWeight: 700, mb: 0.75 }}>目次</Typography>
        {guide.chapters.slice(0, 14).map((c) => (
          <Box key={c.title} sx={{ display: 'flex', fontSize: 6.5, lineHeight: 1.7, gap: 0.5 }}>
            <Box
              component="span"
              sx={{ flex: 1, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}
            >
              {c.title}
            </Box>
            <span>{c.page ?? ''}</span>
          </Box>
        ))}
        {guide.chapters.length > 14 ? (
          <Box sx={{ fontSize: 6.5, color: 'text.secondary' }}>…ほか{guide.chapters.length - 14}章</Box>
        ) : null}
      </Box>
    </Stack>
  );
}
