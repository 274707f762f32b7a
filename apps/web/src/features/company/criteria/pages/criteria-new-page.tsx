import { CRITERIA_NAME_MAX, CRITERIA_REMARK_MAX, DiagnosisType } from '@mirume/shared';
import { type CriteriaRules, ZCriteriaRules } from '@mirume/shared/vital/criteria';
import { T_SCORE_HINT } from '@mirume/shared/vital/criteria-catalogue';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useCreateCriteria } from '../api/create-criteria';
import { useCriteriaLatest } from '../api/get-criteria-latest';
import { useCriteriaTemplate } from '../api/get-criteria-template';
import { useCriterions } from '../api/get-criterions';
import { usePreviewCriteria } from '../api/preview-criteria';
import { PreviewPanel } from '../components/preview-panel';
import { RecommendDialog } from '../components/recommend-dialog';
import { RulesEditor } from '../components/rules-editor';
import { useCriteriaScope } from '../lib/criteria-scope';

type Type = 'senkou' | 'employee';
const PREVIEW_DELAY_MS = 400;

/** Japanese messages of an invalid draft, by path ('rules.1', 'fallback', …). */
function draftErrors(draft: CriteriaRules): Record<string, string> {
  const parsed = ZCriteriaRules.safeParse(draft);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * /criteria/new: the next version of a set. Starts from the set in force (or ?from={id}), edits
 * the ordered rules, and shows at once what the draft would do to the stored results; an invalid
 * draft says why and cannot be saved. Saving publishes the version ('公開しました。').
 */
export function CriteriaNewPage() {
  const scope = useCriteriaScope();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const manageable = (['senkou', 'employee'] as Type[]).filter((t) => scope.canManage(t));
  const asked = search.get('type') as Type | null;
  const type: Type = asked && manageable.includes(asked) ? asked : (manageable[0] ?? 'senkou');
  const latest = useCriteriaLatest(scope);
  const inForce = latest.data?.data.items.find((i) => i.diagnosis_type === type)?.criteria;
  const fromId = Number(search.get('from')) || inForce?.id;
  const template = useCriteriaTemplate(scope, fromId);
  const criterions = useCriterions(scope);
  const create = useCreateCriteria(scope);

  const [draft, setDraft] = useState<CriteriaRules | null>(null);
  const [name, setName] = useState('');
  const [remark, setRemark] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [recommending, setRecommending] = useState(false);
  const [debounced, setDebounced] = useState<CriteriaRules | null>(null);

  useEffect(() => {
    const t = template.data?.data;
    if (t && t.diagnosis_type === type) {
      setDraft(t.rules);
      setName(t.name);
    }
  }, [template.data, type]);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(draft), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const errors = useMemo(() => (draft ? draftErrors(draft) : {}), [draft]);
  const blocked = [...new Set(Object.values(errors))];
  const debouncedValid = debounced && Object.keys(draftErrors(debounced)).length === 0 ? debounced : null;
  const preview = usePreviewCriteria(scope, debouncedValid ? { rules: debouncedValid } : null);
  const metrics = (criterions.data?.data.items ?? []).filter((m) => m.types.includes(type));
  const nameError =
    name.trim() === ''
      ? '名称を入力してください'
      : name.length > CRITERIA_NAME_MAX
        ? `${CRITERIA_NAME_MAX}文字以内で入力してください`
        : null;
  const remarkError =
    remark.length > CRITERIA_REMARK_MAX ? `${CRITERIA_REMARK_MAX}文字以内で入力してください` : null;

  if (manageable.length === 0) {
    return <Alert severity="info">基準を変更する権限がありません。</Alert>;
  }
  return (
    <Stack spacing={3}>
      <Typography variant="h1">基準の変更</Typography>
      <Typography color="text.secondary">
        保存すると新しい版として公開され、以後の受検結果はこの版で判定されます。これまでの版と、その版で判定された結果はそのまま残ります。
      </Typography>
      {latest.isError || template.isError ? (
        <Alert severity="error">{errorMessage(latest.error ?? template.error)}</Alert>
      ) : null}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Card>
            <CardContent sx={{ p: 3 }}>
              <Stack spacing={2.5}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField
                    select
                    label="診断の種類"
                    value={type}
                    onChange={(e) => navigate(scope.pages.create(e.target.value as Type), { replace: true })}
                    sx={{ minWidth: 200 }}
                  >
                    {manageable.map((t) => (
                      <MenuItem key={t} value={t}>
                        {DiagnosisType.label(t)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    label="名称"
                    required
                    value={name}
                    error={Boolean(nameError) && draft !== null}
                    helperText={draft !== null ? nameError : undefined}
                    onChange={(e) => setName(e.target.value)}
                    fullWidth
                  />
                </Stack>
                {template.data ? (
                  <Typography variant="body2" color="text.secondary">
                    第{template.data.data.based_on.version}版
                    {template.data.data.based_on.company_id === null ? '（サービス標準）' : ''}
                    をもとに編集しています。{T_SCORE_HINT}
                  </Typography>
                ) : null}
                {scope.api.recommend ? (
                  <Box>
                    <Button variant="outlined" onClick={() => setRecommending(true)}>
                      推奨基準を見る
                    </Button>
                  </Box>
                ) : null}
                {draft ? (
                  <RulesEditor value={draft} metrics={metrics} errors={errors} onChange={setDraft} />
                ) : (
                  <Skeleton variant="rounded" height={320} />
                )}
                <TextField
                  label="備考（変更の理由など）"
                  multiline
                  minRows={2}
                  value={remark}
                  error={Boolean(remarkError)}
                  helperText={remarkError ?? '一覧と詳細に、作成者・日時とともに表示されます'}
                  onChange={(e) => setRemark(e.target.value)}
                />
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="contained"
                    disabled={!draft || blocked.length > 0 || Boolean(nameError) || Boolean(remarkError)}
                    onClick={() => setConfirming(true)}
                  >
                    保存して公開
                  </Button>
                  <Button onClick={() => navigate(scope.pages.current)}>キャンセル</Button>
                </Stack>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Card sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
            <CardContent sx={{ p: 3 }}>
              <PreviewPanel
                type={type}
                preview={preview.data?.data}
                loading={preview.isFetching}
                blocked={blocked}
                person={scope.pages.person}
              />
              {preview.isError ? <Alert severity="error">{errorMessage(preview.error)}</Alert> : null}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <ConfirmDialog
        open={confirming}
        title="基準の公開"
        confirmLabel="公開する"
        pending={create.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          if (!draft) return;
          try {
            const res = await create.mutateAsync({
              name: name.trim(),
              remark: remark.trim() || null,
              rules: draft,
            });
            snackbar.show('publish');
            navigate(scope.pages.detail(res.data.id));
          } catch (e) {
            snackbar.show({ message: errorMessage(e), severity: 'error' });
          }
          setConfirming(false);
        }}
      >
        {`「${name}」を${DiagnosisType.label(type)}の新しい版として公開します。以後の結果はこの版で判定されます。これまでの結果のランクを変えるには、公開後に「過去の結果に反映」を実行してください。`}
      </ConfirmDialog>
      {scope.api.recommend ? (
        <RecommendDialog
          scope={scope}
          type={type}
          open={recommending}
          onClose={() => setRecommending(false)}
          onUse={(rule) => {
            setDraft((d) => {
              if (!d) return d;
              const at = d.rules.findIndex((r) => r.rank !== 'NG');
              const rules = [...d.rules];
              rules.splice(at === -1 ? rules.length : at, 0, rule);
              return { ...d, rules };
            });
            setRecommending(false);
          }}
        />
      ) : null}
    </Stack>
  );
}
