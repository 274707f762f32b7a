/**
 * The questionnaire block: QUESTIONNAIRE_ITEMS in pages of eight, each a five-point scale of
 * native radio buttons (arrow keys move within an item, Tab between items) drawn as large round
 * targets. Every item must be answered; a missing answer is pointed out and focused. Leaving the
 * page is recorded in `page_events` like in the reaction blocks.
 */
import {
  BLOCK_COUNT,
  LIKERT_LABELS,
  PROTOCOL_VERSION,
  QUESTIONNAIRE_ITEMS,
  type TQuestionnairePayload,
} from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '@/lib/visually-hidden';

export const QUESTIONS_PER_PAGE = 8;
export const QUESTIONNAIRE_PAGES = Math.ceil(QUESTIONNAIRE_ITEMS.length / QUESTIONS_PER_PAGE);

type PageEvents = TQuestionnairePayload['page_events'];

/** Records the page being hidden or losing focus while the questionnaire is open. */
function usePageEvents(): PageEvents {
  const events = useRef<PageEvents>([]);
  useEffect(() => {
    const push = (type: PageEvents[number]['type']) => {
      if (events.current.length < 500) events.current.push({ t: performance.now(), type });
    };
    const onVisibility = () => push(document.visibilityState === 'hidden' ? 'hidden' : 'visible');
    const onBlur = () => push('blur');
    const onFocus = () => push('focus');
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
  return events.current;
}

interface ItemProps {
  number: number;
  id: string;
  text: string;
  value: number | undefined;
  invalid: boolean;
  onChange: (value: number) => void;
}

function LikertItem({ number, id, text, value, invalid, onChange }: ItemProps) {
  const legendId = `${id}-legend`;
  return (
    <Box
      component="fieldset"
      aria-invalid={invalid || undefined}
      sx={{
        m: 0,
        p: { xs: 2, sm: 2.5 },
        border: 2,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Typography
        component="legend"
        id={legendId}
        sx={{ fontWeight: 700, px: 0.5, float: 'left', width: '100%', mb: 1.5 }}
      >
        <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
          Q{number}.
        </Box>
        {text}
      </Typography>
      <Box
        sx={{
          clear: 'both',
          display: 'grid',
          gridTemplateColumns: 'repeat(5, 1fr)',
          gap: { xs: 0.5, sm: 1 },
        }}
      >
        {LIKERT_LABELS.map((label, i) => {
          const score = i + 1;
          const checked = value === score;
          return (
            <Box
              key={label}
              component="label"
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 0.75,
                cursor: 'pointer',
                py: 0.5,
                touchAction: 'manipulation',
                '& input:focus-visible + span': { outline: '3px solid #1A5FCC', outlineOffset: 2 },
              }}
            >
              <input
                type="radio"
                name={id}
                value={score}
                checked={checked}
                onChange={() => onChange(score)}
                aria-label={label}
                style={visuallyHidden}
              />
              <Box
                component="span"
                aria-hidden="true"
                sx={{
                  width: { xs: 48, sm: 52 },
                  height: { xs: 48, sm: 52 },
                  borderRadius: '50%',
                  border: 2,
                  borderColor: checked ? 'primary.dark' : '#C9D1DC',
                  bgcolor: checked ? 'primary.dark' : '#FFFFFF',
                  color: checked ? '#FFFFFF' : 'text.secondary',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontWeight: 700,
                  fontSize: '1.125rem',
                  transition: 'background-color 120ms',
                }}
              >
                {score}
              </Box>
              <Typography
                component="span"
                aria-hidden="true"
                sx={{
                  display: { xs: 'none', sm: 'block' },
                  fontSize: '0.75rem',
                  lineHeight: 1.4,
                  textAlign: 'center',
                  color: checked ? 'primary.dark' : 'text.secondary',
                  fontWeight: checked ? 700 : 400,
                }}
              >
                {label}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Box
        aria-hidden="true"
        sx={{
          display: { xs: 'flex', sm: 'none' },
          justifyContent: 'space-between',
          mt: 0.5,
          fontSize: '0.75rem',
          color: 'text.secondary',
        }}
      >
        <span>← あてはまらない</span>
        <span>あてはまる →</span>
      </Box>
      {invalid ? (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          回答を選んでください
        </Typography>
      ) : null}
    </Box>
  );
}

interface QuestionnaireStepProps {
  onDone: (payload: TQuestionnairePayload) => void;
}

export function QuestionnaireStep({ onDone }: QuestionnaireStepProps) {
  const [started] = useState(() => ({ at: new Date().toISOString(), t: performance.now() }));
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [page, setPage] = useState(0);
  const [showErrors, setShowErrors] = useState(false);
  const pageEvents = usePageEvents();
  const topRef = useRef<HTMLHeadingElement>(null);
  const items = QUESTIONNAIRE_ITEMS.slice(page * QUESTIONS_PER_PAGE, (page + 1) * QUESTIONS_PER_PAGE);
  const missing = items.filter((item) => answers[item.id] === undefined);
  const last = page === QUESTIONNAIRE_PAGES - 1;

  const next = () => {
    if (missing.length > 0) {
      setShowErrors(true);
      const first = document.querySelector<HTMLInputElement>(`input[name="${missing[0]?.id}"]`);
      first?.focus();
      return;
    }
    setShowErrors(false);
    if (last) {
      onDone({
        protocol_version: PROTOCOL_VERSION,
        block_index: BLOCK_COUNT - 1,
        block_id: 'questionnaire',
        started_at: started.at,
        t_start: started.t,
        t_end: performance.now(),
        answers,
        page_events: [...pageEvents],
      });
      return;
    }
    setPage(page + 1);
    // Focusing the heading scrolls the new page to its top and tells screen readers where they are.
    topRef.current?.focus();
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h1" ref={topRef} tabIndex={-1}>
        アンケート（{page + 1} / {QUESTIONNAIRE_PAGES}）
      </Typography>
      {page === 0 ? (
        <Typography>
          ふだんのご自身の考えや行動に、どのくらいあてはまるかを選んでください。正解・不正解はありません。あまり考え込まず、直感でお答えください。
        </Typography>
      ) : null}
      {/* Wide screens label every choice; phones show the scale once here. */}
      <Box
        component="dl"
        sx={{
          display: { xs: 'grid', sm: 'none' },
          gridTemplateColumns: 'auto 1fr',
          columnGap: 1,
          rowGap: 0.25,
          m: 0,
          fontSize: '0.875rem',
          color: 'text.secondary',
          '& dd': { m: 0 },
        }}
      >
        {LIKERT_LABELS.map((label, i) => (
          <Fragment key={label}>
            <dt>{i + 1}</dt>
            <dd>{label}</dd>
          </Fragment>
        ))}
      </Box>
      <div aria-live="polite">
        {showErrors && missing.length > 0 ? (
          <Alert severity="warning">
            未回答の質問が{missing.length}問あります。すべての質問にお答えください。
          </Alert>
        ) : null}
      </div>
      {items.map((item) => (
        <LikertItem
          key={item.id}
          id={item.id}
          number={QUESTIONNAIRE_ITEMS.indexOf(item) + 1}
          text={item.text}
          value={answers[item.id]}
          invalid={showErrors && answers[item.id] === undefined}
          onChange={(value) => setAnswers((a) => ({ ...a, [item.id]: value }))}
        />
      ))}
      <Button
        variant="contained"
        size="large"
        onClick={next}
        sx={{ alignSelf: { xs: 'stretch', sm: 'center' }, minHeight: 52, px: 6 }}
      >
        {last ? '回答を終える' : '次へ'}
      </Button>
    </Stack>
  );
}
