/**
 * Confirm-before-start: who the test is for and from whom, what the answers are used for (the
 * examinee must agree), how long it takes and how to take it well. Nothing is recorded before the
 * examinee agrees here.
 */
import {
  ESTIMATED_MINUTES,
  formatDateTimeJa,
  fullName,
  stripTrailingUuid,
  type TExamLink,
} from '@mirume/shared';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

/** What the answers are used for, by diagnosis type. */
function purposeOf(link: TExamLink) {
  return link.diagnosis_type === 'senkou' ? '採用選考の参考' : '人材配置・育成の参考';
}

const PREPARATIONS = [
  'まわりが静かで、途中で声をかけられない場所で受検してください。',
  '受検中はほかのアプリやタブに切り替えないでください。切り替えた間の問題は無効になります。',
  '最初から最後まで、同じ1台の端末で受検してください。',
  'スマートフォンは縦向きに持ってご利用ください。',
  'パソコンの場合は、キーボードでの受検をおすすめします。',
  '通信が途切れても回答はこの端末に保存され、回復すると自動で送信されます。',
] as const;

interface ConfirmStepProps {
  link: TExamLink;
  onAgree: () => void;
}

export function ConfirmStep({ link, onAgree }: ConfirmStepProps) {
  const [agreed, setAgreed] = useState(false);
  const noticeId = useId();
  const company = link.company_name;
  const name = stripTrailingUuid(fullName(link));
  const minutes = link.estimated_minutes || ESTIMATED_MINUTES;

  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography variant="body1" sx={{ fontWeight: 700 }}>
          {name} 様
        </Typography>
        <Typography variant="h1" component="h1" sx={{ mt: 0.5 }}>
          {company}から適性診断のご案内が届いています
        </Typography>
      </Box>

      {link.message ? (
        <Paper variant="outlined" sx={{ p: 2, borderLeft: 4, borderLeftColor: 'primary.main' }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {company}からのメッセージ
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{link.message}</Typography>
        </Paper>
      ) : null}

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <AccessTimeIcon color="primary" aria-hidden="true" />
          <Typography sx={{ fontWeight: 700 }}>所要時間は約{minutes}分です</Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          受検期限: {formatDateTimeJa(link.deadline)}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          画面の合図にすばやく反応する課題と、ご自身についてのアンケートがあります。途中で練習もありますので、落ち着いて取り組んでください。
        </Typography>
      </Paper>

      <Box component="section" aria-labelledby={`${noticeId}-prep`}>
        <Typography variant="h2" id={`${noticeId}-prep`}>
          受検の前に
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 1, '& li': { mb: 0.75 } }}>
          {PREPARATIONS.map((text) => (
            <li key={text}>
              <Typography variant="body2">{text}</Typography>
            </li>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby={`${noticeId}-purpose`}>
        <Typography variant="h2" id={`${noticeId}-purpose`}>
          回答結果の利用目的
        </Typography>
        <Paper variant="outlined" sx={{ p: 2, mt: 1, bgcolor: '#FAFBFC' }} id={`${noticeId}-text`}>
          <Typography variant="body2">
            {`この診断の回答結果（反応の速さ・正確さ、アンケートの回答）と受検環境（端末の種類、OS、ブラウザ）は、${company}の${purposeOf(link)}として利用されます。結果は${company}の担当者のみが閲覧し、それ以外の目的には利用されません。データは本サービス（ミルメ）が${company}の委託を受けて適切に管理します。`}
          </Typography>
        </Paper>
        <FormControlLabel
          sx={{ mt: 1, minHeight: 48 }}
          control={
            <Checkbox
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': `${noticeId}-text` } }}
            />
          }
          label="上記の利用目的に同意します"
        />
      </Box>

      <Button
        variant="contained"
        size="large"
        disabled={!agreed}
        onClick={onAgree}
        sx={{ alignSelf: { xs: 'stretch', sm: 'center' }, minHeight: 52, px: 6 }}
      >
        同意して次へ
      </Button>
      {agreed ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          利用目的に同意いただくと、次へ進めます。
        </Typography>
      )}
    </Stack>
  );
}
