import { explainVoidReason } from '@mirume/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ElementType } from 'react';

interface VoidReasonProps {
  /** A stored reason, or a rank text quoting it. */
  reason: string;
  /** Element of the staff text (a rank text is bold in the result card). */
  component?: ElementType;
  bold?: boolean;
}

/**
 * Why a session was void, as HR staff read it; the browser-level evidence (navigator.webdriver,
 * untrusted events, …) stays behind a closed disclosure for whoever has to check the judgement.
 */
export function VoidReason({ reason, component = 'span', bold = false }: VoidReasonProps) {
  const { text, details } = explainVoidReason(reason);
  return (
    <>
      <Typography component={component} sx={{ fontWeight: bold ? 700 : undefined, fontSize: 'inherit' }}>
        {text}
      </Typography>
      {details.length > 0 ? (
        <Box
          component="details"
          sx={{ mt: 0.5, fontSize: '0.8125rem', color: 'text.secondary', '& summary': { cursor: 'pointer' } }}
        >
          <summary>技術的な詳細</summary>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </Box>
        </Box>
      ) : null}
    </>
  );
}
