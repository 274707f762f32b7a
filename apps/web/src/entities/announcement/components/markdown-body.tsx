import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Markdown, { type Components } from 'react-markdown';

/**
 * Markdown written by operators (announcements) or kept in the repository (FAQ answers), rendered
 * safely: raw HTML in the source is dropped (skipHtml, no rehype-raw), and
 * links to other sites open in a new tab.
 */
const components: Components = {
  a: ({ href, children }) => {
    const external = href ? /^https?:\/\//.test(href) : false;
    return (
      <Link href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </Link>
    );
  },
};

/** Only web, mail and in-app links; anything else (javascript:, data:) is dropped. */
function safeUrl(url: string): string {
  return /^(https?:|mailto:|\/|#)/i.test(url) ? url : '';
}

export function MarkdownBody({ children }: { children: string }) {
  return (
    <Box
      sx={{
        lineHeight: 1.9,
        wordBreak: 'break-word',
        '& h1, & h2, & h3': { fontSize: '1.125rem', fontWeight: 700, mt: 3, mb: 1 },
        '& h1:first-of-type, & h2:first-of-type': { mt: 0 },
        '& p': { my: 1.5 },
        '& ul, & ol': { pl: 3 },
        '& code': { bgcolor: 'grey.100', px: 0.5, borderRadius: 0.5, fontSize: '0.875em' },
        '& blockquote': { m: 0, pl: 2, borderLeft: 4, borderColor: 'divider', color: 'text.secondary' },
        '& table': { borderCollapse: 'collapse' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
      }}
    >
      <Markdown components={components} urlTransform={safeUrl} skipHtml>
        {children}
      </Markdown>
    </Box>
  );
}
