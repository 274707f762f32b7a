import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

const URL_PATTERN = /https?:\/\/[^\s<>"'、。「」（）]+/g;

/**
 * Plain text with its http(s) URLs as links. Built from React elements (no HTML is injected), so
 * whatever a mail contains is shown as text.
 */
export function LinkifiedText({ text }: { text: string }) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    if (match.index > last) nodes.push(text.slice(last, match.index));
    nodes.push(
      <Link key={match.index} href={url} underline="always" sx={{ wordBreak: 'break-all' }}>
        {url}
      </Link>,
    );
    last = match.index + url.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return <>{nodes}</>;
}
