import type { TRecommendResult } from '@mirume/shared';
import type { CriteriaRule } from '@mirume/shared/vital/criteria';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useEmployees } from '@/entities/employee/api/get-employees';
import { useOrganizationUnits } from '@/entities/employee/api/get-organization-units';
import { errorMessage } from '@/lib/api-client';
import { OperatorCompanyScope } from '@/lib/area-company';
import { useRecommendCriteria } from '../api/recommend-criteria';
import type { CriteriaScope } from '../lib/criteria-scope';

const pct = (n: number | null) => (n === null ? '—' : `${Math.round(n * 100)}%`);

interface RecommendDialogProps {
  scope: CriteriaScope;
  type: 'senkou' | 'employee';
  open: boolean;
  onClose(): void;
  /** Adds the suggested rule to the draft. */
  onUse(rule: CriteriaRule): void;
}

/**
 * 推奨基準: the company picks a group (a department, or people from its list — e.g. its high
 * performers); the server suggests thresholds the group passes and says how many past examinees
 * would have passed each, on how many people it rests, and warns under 10 people.
 */
export function RecommendDialog(props: RecommendDialogProps) {
  const { scope } = props;
  // An operator picks the group among the people of the company being worked on (decision 0028).
  if (scope.kind === 'operator-company' && scope.companyId !== null) {
    return (
      <OperatorCompanyScope companyId={scope.companyId}>
        <RecommendDialogBody {...props} />
      </OperatorCompanyScope>
    );
  }
  return <RecommendDialogBody {...props} />;
}

function RecommendDialogBody({ scope, type, open, onClose, onUse }: RecommendDialogProps) {
  const [mode, setMode] = useState<'unit' | 'people'>('people');
  const [unitId, setUnitId] = useState<number | ''>('');
  const [picked, setPicked] = useState<Map<number, string>>(new Map());
  const [q, setQ] = useState('');
  const deferredQ = useDeferredValue(q);
  const units = useOrganizationUnits();
  const people = useEmployees({ q: deferredQ || undefined, page: 1, per: 20 });
  const recommend = useRecommendCriteria(scope);
  const result: TRecommendResult | undefined = recommend.data?.data;

  const ask = () =>
    recommend.mutate(
      mode === 'unit'
        ? { diagnosis_type: type, organization_chart_id: unitId === '' ? undefined : unitId }
        : { diagnosis_type: type, employee_ids: [...picked.keys()] },
    );
  const toggle = (id: number, name: string) =>
    setPicked((prev) => {
      const next = new Map(prev);
      if (next.has(id)) next.delete(id);
      else next.set(id, name);
      return next;
    });
  const combinedRule = (): CriteriaRule | null => {
    const top = result?.suggestions.slice(0, 3) ?? [];
    if (top.length === 0) return null;
    return {
      rank: type === 'senkou' ? 'A_RANK' : 'OK',
      match: 'all',
      conditions: top.map((s) => ({ metric: s.metric, op: 'gte' as const, value: s.threshold })),
    };
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="recommend-title">
      <DialogTitle id="recommend-title">
        推奨基準（{scope.kind === 'company' ? '自社' : 'この企業'}の社員から理想の人物像をつくる）
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            活躍している社員などのグループを選ぶと、そのグループが満たしている水準を基準値として提案し、これまでの受検者のうち何%が通過するかを示します。
          </Typography>
          <Tabs value={mode} onChange={(_, v) => setMode(v)} aria-label="グループの選び方">
            <Tab value="people" label="社員を選ぶ" />
            <Tab value="unit" label="部署を選ぶ" />
          </Tabs>
          {mode === 'unit' ? (
            <TextField
              select
              label="部署（下位の部署を含む）"
              value={unitId}
              onChange={(e) => setUnitId(e.target.value === '' ? '' : Number(e.target.value))}
              sx={{ maxWidth: 420 }}
            >
              {(units.data ?? []).map((u) => (
                <MenuItem key={u.id} value={u.id}>
                  {u.label}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Stack spacing={1}>
              <TextField
                size="small"
                label="氏名・社員番号で検索"
                value={q}
                onChange={(e) => setQ(e.target.value)}
                sx={{ maxWidth: 420 }}
              />
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                {[...picked.entries()].map(([id, name]) => (
                  <Chip key={id} label={name} onDelete={() => toggle(id, name)} size="small" />
                ))}
              </Box>
              <List
                dense
                sx={{ maxHeight: 220, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
              >
                {people.data?.data.items.map((p) => {
                  const name = `${p.last_name} ${p.first_name}`;
                  return (
                    <ListItemButton key={p.id} onClick={() => toggle(p.id, name)}>
                      <ListItemIcon>
                        <Checkbox edge="start" checked={picked.has(p.id)} tabIndex={-1} disableRipple />
                      </ListItemIcon>
                      <ListItemText
                        primary={name}
                        secondary={[p.employee_id, p.department].filter(Boolean).join('・')}
                      />
                    </ListItemButton>
                  );
                })}
              </List>
            </Stack>
          )}
          <Box>
            <Button
              variant="contained"
              onClick={ask}
              disabled={recommend.isPending || (mode === 'unit' ? unitId === '' : picked.size === 0)}
            >
              提案を見る
            </Button>
          </Box>
          {recommend.isError ? <Alert severity="error">{errorMessage(recommend.error)}</Alert> : null}
          {result ? (
            <Stack spacing={1.5}>
              {result.warning ? <Alert severity="warning">{result.warning}</Alert> : null}
              <Typography variant="body2">{result.explanation}</Typography>
              {result.suggestions.length > 0 ? (
                <Table size="small" aria-label="提案する基準値">
                  <TableHead>
                    <TableRow>
                      <TableCell>指標</TableCell>
                      <TableCell align="right">グループの中央値</TableCell>
                      <TableCell align="right">基準値</TableCell>
                      <TableCell align="right">グループの通過率</TableCell>
                      <TableCell align="right">過去の受検者の通過率</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {result.suggestions.map((s) => (
                      <TableRow key={s.metric}>
                        <TableCell>
                          <Typography variant="body2" sx={{ fontWeight: 700 }}>
                            {s.label}
                          </Typography>
                          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                            {s.reason}
                          </Typography>
                        </TableCell>
                        <TableCell align="right">{s.group_median}</TableCell>
                        <TableCell align="right" sx={{ fontWeight: 700 }}>
                          {s.threshold}以上
                        </TableCell>
                        <TableCell align="right">{pct(s.group_pass_share)}</TableCell>
                        <TableCell align="right">{pct(s.applicant_pass_share)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              ) : null}
              {result.combined ? (
                <Typography variant="body2">
                  上位{Math.min(3, result.suggestions.length)}つの指標をすべて満たす人: グループの
                  {pct(result.combined.group_pass_share)}、過去の受検者の
                  {pct(result.combined.applicant_pass_share)}
                </Typography>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>閉じる</Button>
        <Button
          variant="contained"
          disabled={!combinedRule()}
          onClick={() => {
            const rule = combinedRule();
            if (rule) onUse(rule);
          }}
        >
          この提案をルールに加える
        </Button>
      </DialogActions>
    </Dialog>
  );
}
