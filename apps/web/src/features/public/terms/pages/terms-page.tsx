import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TERMS_ARTICLES, TERMS_ENACTED, TERMS_PREAMBLE } from '../components/terms-articles';

/** 漢数字の条番号（第1条〜第99条）。 */
function kanjiNumber(n: number): string {
  const digits = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 0 ? '' : tens === 1 ? '十' : `${digits[tens]}十`}${digits[ones]}`;
}

/** /terms — 利用規約. Open to signed-out visitors (the signup form links here). */
export function TermsPage() {
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        利用規約
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 5 } }}>
        <Typography sx={{ mb: 4 }}>{TERMS_PREAMBLE}</Typography>
        {TERMS_ARTICLES.map((article, index) => {
          const headingId = `terms-article-${index + 1}`;
          return (
            <Box component="section" key={article.title} aria-labelledby={headingId} sx={{ mb: 4 }}>
              <Typography id={headingId} variant="h2" sx={{ fontSize: '1.0625rem', mb: 1.5 }}>
                第{kanjiNumber(index + 1)}条（{article.title}）
              </Typography>
              <Box
                component="ol"
                sx={{
                  m: 0,
                  pl: article.paragraphs.length > 1 ? 3 : 0,
                  listStyle: article.paragraphs.length > 1 ? 'decimal' : 'none',
                }}
              >
                {article.paragraphs.map((paragraph) => (
                  <Box component="li" key={paragraph.text} sx={{ mb: 1 }}>
                    <Typography>{paragraph.text}</Typography>
                    {paragraph.items ? (
                      <Box component="ol" sx={{ mt: 1, mb: 0, pl: { xs: 0, sm: 2 }, listStyle: 'none' }}>
                        {paragraph.items.map((item, itemIndex) => (
                          <Typography component="li" key={item} sx={{ mb: 0.5, display: 'flex', gap: 1 }}>
                            <Box component="span" sx={{ flexShrink: 0 }}>
                              （{itemIndex + 1}）
                            </Box>
                            <span>{item}</span>
                          </Typography>
                        ))}
                      </Box>
                    ) : null}
                  </Box>
                ))}
              </Box>
            </Box>
          );
        })}
        <Typography sx={{ textAlign: 'right', mt: 2 }} color="text.secondary">
          附則　{TERMS_ENACTED}
        </Typography>
      </Paper>
    </Box>
  );
}
