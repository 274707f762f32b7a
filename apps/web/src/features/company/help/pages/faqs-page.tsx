import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LinkIcon from '@mui/icons-material/Link';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { SearchField } from '@/components/form/search-field';
import { MarkdownBody } from '@/entities/announcement/components/markdown-body';
import { paths } from '@/lib/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { FAQ_CATEGORIES, matchesFaq } from '../lib/faqs';

/**
 * /faqs — questions by category with search; each question has a deep link (/faqs#id) that opens
 * it. Answers are Markdown kept in the repository (features/company/help/faqs/*.md).
 */
export function FaqsPage() {
  const { hash } = useLocation();
  const linked = decodeURIComponent(hash.replace(/^#/, ''));
  const [category, setCategory] = useState<string | null>(null);
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 200);
  const [open, setOpen] = useState<Set<string>>(() => new Set(linked ? [linked] : []));

  useEffect(() => {
    if (!linked) return;
    setOpen((prev) => new Set([...prev, linked]));
    setCategory(null);
    setText('');
    // After the accordion has opened.
    const timer = setTimeout(() => document.getElementById(linked)?.scrollIntoView({ block: 'start' }), 50);
    return () => clearTimeout(timer);
  }, [linked]);

  const shown = useMemo(
    () =>
      FAQ_CATEGORIES.filter((c) => category === null || c.name === category)
        .map((c) => ({ ...c, faqs: c.faqs.filter((f) => !query || matchesFaq(f, query)) }))
        .filter((c) => c.faqs.length > 0),
    [category, query],
  );
  const count = shown.reduce((n, c) => n + c.faqs.length, 0);

  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h1">よくあるご質問</Typography>
      <SearchField
        label="キーワードで検索（例：パスワード）"
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ maxWidth: 480 }}
      />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label="カテゴリ"
      >
        <Chip
          label="すべて"
          color={category === null ? 'primary' : 'default'}
          onClick={() => setCategory(null)}
          aria-pressed={category === null}
        />
        {FAQ_CATEGORIES.map((c) => (
          <Chip
            key={c.name}
            label={c.name}
            color={category === c.name ? 'primary' : 'default'}
            onClick={() => setCategory(c.name)}
            aria-pressed={category === c.name}
          />
        ))}
      </Stack>
      <Typography role="status" variant="body2" color="text.secondary">
        {count}件の質問
      </Typography>
      {shown.length === 0 ? (
        <Box sx={{ py: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">該当する質問は見つかりませんでした。</Typography>
          <Button component={RouterLink} to={paths.inquiryNew.getHref()} sx={{ mt: 1 }}>
            お問い合わせはこちら
          </Button>
        </Box>
      ) : (
        shown.map((c) => (
          <Box component="section" key={c.name} aria-labelledby={`faq-category-${c.name}`}>
            <Typography id={`faq-category-${c.name}`} variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
              {c.name}
            </Typography>
            {c.faqs.map((f) => (
              <Accordion
                key={f.id}
                id={f.id}
                expanded={open.has(f.id)}
                onChange={() => toggle(f.id)}
                disableGutters
                sx={{ scrollMarginTop: 80 }}
              >
                <AccordionSummary
                  expandIcon={<ExpandMoreIcon />}
                  aria-controls={`${f.id}-answer`}
                  id={`${f.id}-question`}
                >
                  <Typography sx={{ fontWeight: 700 }}>
                    <Box component="span" sx={{ color: 'primary.main', mr: 1 }}>
                      Q.
                    </Box>
                    {f.question}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails id={`${f.id}-answer`}>
                  <MarkdownBody>{f.answer}</MarkdownBody>
                  <Link
                    component={RouterLink}
                    to={`${paths.faqs.getHref()}#${f.id}`}
                    sx={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: 0.5,
                      fontSize: '0.875rem',
                      mt: 1,
                    }}
                  >
                    <LinkIcon fontSize="small" />
                    この質問へのリンク
                  </Link>
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        ))
      )}
      <Typography variant="body2" color="text.secondary">
        解決しない場合は、
        <Link component={RouterLink} to={paths.inquiryNew.getHref()}>
          お問い合わせ
        </Link>
        ください。
      </Typography>
    </Stack>
  );
}
