import { ApplicantRank, EmployeeRank } from '@mirume/shared';
import type { CriteriaCondition, CriteriaRule, CriteriaRules } from '@mirume/shared/vital/criteria';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export interface MetricOption {
  key: string;
  label: string;
  explain: string;
}

const OPS: { value: CriteriaCondition['op']; label: string }[] = [
  { value: 'lt', label: '未満' },
  { value: 'lte', label: '以下' },
  { value: 'gte', label: '以上' },
  { value: 'gt', label: 'を超える' },
];

export const RANKS = {
  senkou: ApplicantRank.values.map((v) => ({ value: v, label: ApplicantRank.label(v) })),
  employee: EmployeeRank.values.map((v) => ({ value: v, label: EmployeeRank.label(v) })),
};

interface RulesEditorProps {
  value: CriteriaRules;
  metrics: MetricOption[];
  /** Japanese messages by path ('rules.1', 'rules.0.conditions.2.value', 'fallback'). */
  errors: Record<string, string>;
  onChange(next: CriteriaRules): void;
}

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

/**
 * The ordered rules of a draft: each rule a rank, how its conditions combine, and conditions
 * (metric, comparison, T-score threshold); the first rule that holds decides, else the fallback.
 */
export function RulesEditor({ value, metrics, errors, onChange }: RulesEditorProps) {
  const type = value.diagnosis_type;
  const setRule = (i: number, rule: CriteriaRule) =>
    onChange({ ...value, rules: value.rules.map((r, j) => (j === i ? rule : r)) });
  const newCondition = (): CriteriaCondition => ({
    metric: metrics[0]?.key ?? 'performance',
    op: 'lt',
    value: 40,
  });
  return (
    <Stack spacing={2}>
      {value.rules.map((rule, i) => {
        const ruleError = errors[`rules.${i}`];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rules are edited in place; their position is their identity
          <Card key={i} variant="outlined" sx={{ p: 2, borderColor: ruleError ? 'error.main' : undefined }}>
            <Stack spacing={1.5}>
              <Stack
                useFlexGap
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
              >
                <Typography sx={{ fontWeight: 700 }}>ルール{i + 1}</Typography>
                <TextField
                  select
                  size="small"
                  label="条件の組み合わせ"
                  value={rule.match}
                  onChange={(e) => setRule(i, { ...rule, match: e.target.value as 'any' | 'all' })}
                  sx={{ minWidth: 170 }}
                >
                  <MenuItem value="any">いずれかを満たす</MenuItem>
                  <MenuItem value="all">すべてを満たす</MenuItem>
                </TextField>
                <Typography sx={{ whiteSpace: 'nowrap' }}>とき</Typography>
                <TextField
                  select
                  size="small"
                  label="ランク"
                  value={rule.rank}
                  onChange={(e) => setRule(i, { ...rule, rank: e.target.value })}
                  sx={{ minWidth: 120 }}
                >
                  {RANKS[type].map((r) => (
                    <MenuItem key={r.value} value={r.value}>
                      {r.label}
                    </MenuItem>
                  ))}
                </TextField>
                <Box sx={{ flex: 1 }} />
                <Tooltip title="上へ">
                  <span>
                    <IconButton
                      aria-label={`ルール${i + 1}を上へ`}
                      disabled={i === 0}
                      onClick={() => onChange({ ...value, rules: move(value.rules, i, i - 1) })}
                    >
                      <ArrowUpwardIcon />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="下へ">
                  <span>
                    <IconButton
                      aria-label={`ルール${i + 1}を下へ`}
                      disabled={i === value.rules.length - 1}
                      onClick={() => onChange({ ...value, rules: move(value.rules, i, i + 1) })}
                    >
                      <ArrowDownwardIcon />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="ルールを削除">
                  <IconButton
                    aria-label={`ルール${i + 1}を削除`}
                    onClick={() => onChange({ ...value, rules: value.rules.filter((_, j) => j !== i) })}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              </Stack>
              {rule.conditions.map((c, k) => {
                const setCondition = (next: CriteriaCondition) =>
                  setRule(i, { ...rule, conditions: rule.conditions.map((x, m) => (m === k ? next : x)) });
                const valueError = errors[`rules.${i}.conditions.${k}.value`];
                const metricError = errors[`rules.${i}.conditions.${k}.metric`];
                const explain = metrics.find((m) => m.key === c.metric)?.explain;
                return (
                  <Stack
                    // biome-ignore lint/suspicious/noArrayIndexKey: conditions are edited in place
                    key={k}
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                    sx={{ alignItems: { sm: 'flex-start' } }}
                  >
                    <TextField
                      select
                      size="small"
                      label="指標"
                      value={c.metric}
                      error={Boolean(metricError)}
                      helperText={metricError ?? explain}
                      onChange={(e) => setCondition({ ...c, metric: e.target.value })}
                      sx={{ flex: 1, minWidth: 200 }}
                    >
                      {metrics.map((m) => (
                        <MenuItem key={m.key} value={m.key}>
                          {m.label}
                        </MenuItem>
                      ))}
                    </TextField>
                    <Typography sx={{ pt: { sm: 1 }, whiteSpace: 'nowrap' }}>のT得点が</Typography>
                    <TextField
                      size="small"
                      type="number"
                      label="基準値"
                      value={Number.isNaN(c.value) ? '' : c.value}
                      error={Boolean(valueError)}
                      helperText={valueError}
                      slotProps={{ htmlInput: { min: 0, max: 100, step: 1, inputMode: 'decimal' } }}
                      onChange={(e) =>
                        setCondition({
                          ...c,
                          value: e.target.value === '' ? Number.NaN : Number(e.target.value),
                        })
                      }
                      sx={{ width: 96, flexShrink: 0 }}
                    />
                    <TextField
                      select
                      size="small"
                      label="比較"
                      value={c.op}
                      onChange={(e) => setCondition({ ...c, op: e.target.value as CriteriaCondition['op'] })}
                      sx={{ width: 140, flexShrink: 0 }}
                    >
                      {OPS.map((o) => (
                        <MenuItem key={o.value} value={o.value}>
                          {o.label}
                        </MenuItem>
                      ))}
                    </TextField>
                    <Tooltip title="条件を削除">
                      <span>
                        <IconButton
                          aria-label={`ルール${i + 1}の条件${k + 1}を削除`}
                          disabled={rule.conditions.length === 1}
                          onClick={() =>
                            setRule(i, { ...rule, conditions: rule.conditions.filter((_, m) => m !== k) })
                          }
                        >
                          <DeleteOutlineIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </Stack>
                );
              })}
              <Box>
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  onClick={() => setRule(i, { ...rule, conditions: [...rule.conditions, newCondition()] })}
                >
                  条件を追加
                </Button>
              </Box>
              {ruleError ? (
                <Typography role="alert" color="error" variant="body2">
                  {ruleError}
                </Typography>
              ) : null}
            </Stack>
          </Card>
        );
      })}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() =>
            onChange({
              ...value,
              rules: [...value.rules, { rank: value.fallback, match: 'any', conditions: [newCondition()] }],
            })
          }
        >
          ルールを追加
        </Button>
      </Box>
      <Stack
        useFlexGap
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography>どのルールにも当てはまらない場合は</Typography>
        <TextField
          select
          size="small"
          label="ランク"
          value={value.fallback}
          error={Boolean(errors.fallback)}
          helperText={errors.fallback}
          onChange={(e) => onChange({ ...value, fallback: e.target.value })}
          sx={{ minWidth: 140 }}
        >
          {RANKS[type].map((r) => (
            <MenuItem key={r.value} value={r.value}>
              {r.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
