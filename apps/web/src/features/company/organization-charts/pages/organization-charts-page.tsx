/**
 * /organization-charts — the company's units as a tree with head counts. Every role views it and
 * the employees of a unit; admins and employee admins add, rename, move (drag and drop or the row
 * menu), duplicate and delete units and assign employees.
 */

import {
  can,
  ORG_CHART_MAX_DEPTH,
  ORG_CHART_MESSAGES,
  type TOrgChartNode,
  type TOrgChartSortRequest,
} from '@mirume/shared';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SearchField } from '@/components/form/search-field';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { useAssignUnitEmployees } from '../api/assign-unit-employees';
import { useCreateOrganizationChart } from '../api/create-organization-chart';
import { useDeleteOrganizationChart } from '../api/delete-organization-chart';
import { useDuplicateOrganizationChart } from '../api/duplicate-organization-chart';
import { useOrganizationCharts } from '../api/get-organization-charts';
import { useOrganizationChartSearch } from '../api/search-organization-charts';
import { useSortOrganizationCharts } from '../api/sort-organization-charts';
import { useUpdateOrganizationChart } from '../api/update-organization-chart';
import { AssignEmployeesDialog } from '../components/assign-employees-dialog';
import { MoveUnitDialog } from '../components/move-unit-dialog';
import { OrgTree } from '../components/org-tree';
import { UnitEmployeesPanel } from '../components/unit-employees-panel';
import { UnitNameDialog, type UnitNameDialogState } from '../components/unit-name-dialog';
import { UnitSearchResults } from '../components/unit-search-results';
import {
  ancestorIds,
  canShift,
  type DropPlacement,
  descendantIds,
  dropPayload,
  findNode,
  flatten,
  shiftPayload,
} from '../lib/tree';

const SEARCH_DEBOUNCE_MS = 300;

export function OrganizationChartsPage() {
  const company = useAreaCompany();
  const manage = can(company.role, 'organizationCharts:manage');
  const snackbar = useSnackbar();
  const { data, isPending, isError, error, refetch } = useOrganizationCharts();
  const tree = useMemo(() => data?.data.items ?? [], [data]);

  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [initialised, setInitialised] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [searchText, setSearchText] = useState('');
  const [q, setQ] = useState('');
  const [menu, setMenu] = useState<{ node: TOrgChartNode; anchor: HTMLElement } | null>(null);
  const [nameDialog, setNameDialog] = useState<UnitNameDialogState | null>(null);
  const [moving, setMoving] = useState<TOrgChartNode | null>(null);
  const [deleting, setDeleting] = useState<TOrgChartNode | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [assigning, setAssigning] = useState<TOrgChartNode | null>(null);

  const create = useCreateOrganizationChart();
  const update = useUpdateOrganizationChart();
  const remove = useDeleteOrganizationChart();
  const sort = useSortOrganizationCharts();
  const duplicate = useDuplicateOrganizationChart();
  const assign = useAssignUnitEmployees();
  const search = useOrganizationChartSearch(q);

  // Open every unit on first load: charts are small and a closed tree hides the structure.
  useEffect(() => {
    if (!initialised && data) {
      setExpanded(new Set(flatten(tree).map(({ node }) => node.id)));
      setInitialised(true);
    }
  }, [data, tree, initialised]);
  useEffect(() => {
    const timer = setTimeout(() => setQ(searchText.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const selected = selectedId === null ? null : (findNode(tree, selectedId) ?? null);
  const selectedPath = selected
    ? ancestorIds(tree, selected.id)
        .map((id) => findNode(tree, id)?.name)
        .join(' > ')
    : '';

  const expand = (ids: number[]) => setExpanded((prev) => new Set([...prev, ...ids]));
  const toggle = (id: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const reveal = (id: number) => {
    expand(ancestorIds(tree, id));
    setSelectedId(id);
  };

  const failed = (e: unknown) => snackbar.show({ message: errorMessage(e), severity: 'error' });
  const applySort = async (items: TOrgChartSortRequest['items'] | null) => {
    if (!items) return;
    try {
      await sort.mutateAsync({ items });
      snackbar.show('update');
    } catch (e) {
      failed(e);
    }
  };
  const onDrop = (dragId: number, targetId: number, placement: DropPlacement) => {
    if (placement === 'inside') expand([targetId]);
    void applySort(dropPayload(tree, dragId, targetId, placement));
  };

  const submitName = async (name: string) => {
    if (!nameDialog) return;
    if (nameDialog.mode === 'rename') {
      await update.mutateAsync({ id: nameDialog.unit.id, name });
      snackbar.show('update');
    } else {
      const parentId = nameDialog.parent?.id ?? null;
      const made = await create.mutateAsync({ name, parent_id: parentId });
      if (parentId !== null) expand([parentId]);
      expand([made.data.id]);
      snackbar.show('create');
    }
    setNameDialog(null);
  };

  const closeMenu = () => setMenu(null);
  const menuNode = menu?.node;
  // A unit on the deepest level allowed cannot get a unit below it (the API refuses it too).
  const atDeepestLevel = menuNode ? ancestorIds(tree, menuNode.id).length >= ORG_CHART_MAX_DEPTH : false;
  const subUnitCount = deleting ? descendantIds(deleting).length : 0;

  return (
    <Stack spacing={3}>
      <Stack
        useFlexGap
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Box>
          <Typography variant="h1">組織図</Typography>
          {data ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              社員 {data.data.total_employees}名（部署未設定 {data.data.unassigned}名）
            </Typography>
          ) : null}
          {manage ? (
            <Typography variant="caption" color="text.secondary">
              {ORG_CHART_MESSAGES.limitsNote}
            </Typography>
          ) : null}
        </Box>
        {manage ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setNameDialog({ mode: 'create', parent: null })}
          >
            部署を追加
          </Button>
        ) : null}
      </Stack>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <Card>
          <Box sx={{ p: 2 }}>
            <SearchField
              label="部署名で検索"
              size="small"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              sx={{ width: { xs: '100%', sm: 360 } }}
            />
            {q ? <UnitSearchResults data={search.data?.data} onPick={reveal} /> : null}
          </Box>
          <Divider />
          <Box sx={{ p: 1 }}>
            {isError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void refetch()}>
                    再試行
                  </Button>
                }
              >
                {errorMessage(error)}
              </Alert>
            ) : isPending ? (
              <Stack spacing={1} sx={{ p: 1 }}>
                <Skeleton variant="rounded" height={32} />
                <Skeleton variant="rounded" height={32} />
                <Skeleton variant="rounded" height={32} />
              </Stack>
            ) : tree.length === 0 ? (
              <Typography color="text.secondary" sx={{ p: 2 }}>
                部署はまだありません。{manage ? '「部署を追加」から最初の部署を登録してください。' : ''}
              </Typography>
            ) : (
              <>
                {manage ? (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block', px: 1, pb: 1 }}
                  >
                    部署はドラッグして並べ替えられます。行の上端・下端に落とすと前後へ、中央に落とすとその部署の下へ移動します。キーボードでは各部署の操作メニューから移動できます。
                  </Typography>
                ) : null}
                <OrgTree
                  nodes={tree}
                  expanded={expanded}
                  selectedId={selectedId}
                  highlight={q.toLowerCase()}
                  manage={manage}
                  onToggle={toggle}
                  onSelect={setSelectedId}
                  onOpenMenu={(node, anchor) => setMenu({ node, anchor })}
                  onDrop={onDrop}
                />
              </>
            )}
          </Box>
        </Card>
        <UnitEmployeesPanel
          unit={selected}
          path={selectedPath}
          manage={manage}
          onAssign={() => setAssigning(selected)}
        />
      </Box>

      <Menu anchorEl={menu?.anchor ?? null} open={menu !== null} onClose={closeMenu}>
        {menuNode
          ? [
              <MenuItem
                key="child"
                disabled={atDeepestLevel}
                onClick={() => {
                  closeMenu();
                  setNameDialog({ mode: 'create', parent: menuNode });
                }}
              >
                <ListItemText
                  primary="下位部署を追加"
                  secondary={
                    atDeepestLevel ? `${ORG_CHART_MAX_DEPTH}階層目の下には追加できません` : undefined
                  }
                />
              </MenuItem>,
              <MenuItem
                key="rename"
                onClick={() => {
                  closeMenu();
                  setNameDialog({ mode: 'rename', unit: menuNode });
                }}
              >
                名前を変更
              </MenuItem>,
              <MenuItem
                key="up"
                disabled={!canShift(tree, menuNode.id, -1)}
                onClick={() => {
                  closeMenu();
                  void applySort(shiftPayload(tree, menuNode.id, -1));
                }}
              >
                上へ
              </MenuItem>,
              <MenuItem
                key="down"
                disabled={!canShift(tree, menuNode.id, 1)}
                onClick={() => {
                  closeMenu();
                  void applySort(shiftPayload(tree, menuNode.id, 1));
                }}
              >
                下へ
              </MenuItem>,
              <MenuItem
                key="move"
                onClick={() => {
                  closeMenu();
                  setMoving(menuNode);
                }}
              >
                別の部署の下へ移動
              </MenuItem>,
              <MenuItem
                key="duplicate"
                onClick={async () => {
                  closeMenu();
                  try {
                    const copy = await duplicate.mutateAsync(menuNode.id);
                    expand([copy.data.id]);
                    snackbar.show('duplicate');
                  } catch (e) {
                    failed(e);
                  }
                }}
              >
                複製
              </MenuItem>,
              <Divider key="divider" />,
              <MenuItem
                key="delete"
                sx={{ color: 'error.main' }}
                onClick={() => {
                  closeMenu();
                  setDeleteError(null);
                  setDeleting(menuNode);
                }}
              >
                削除
              </MenuItem>,
            ]
          : null}
      </Menu>

      <UnitNameDialog state={nameDialog} onClose={() => setNameDialog(null)} onSubmit={submitName} />
      <MoveUnitDialog
        unit={moving}
        tree={tree}
        onClose={() => setMoving(null)}
        onSubmit={async (parentId) => {
          if (!moving) return;
          await update.mutateAsync({ id: moving.id, parent_id: parentId });
          if (parentId !== null) expand([parentId]);
          snackbar.show('update');
          setMoving(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="部署の削除"
        confirmLabel="削除する"
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            if (selectedId !== null && [deleting.id, ...descendantIds(deleting)].includes(selectedId))
              setSelectedId(null);
            snackbar.show('delete');
            setDeleting(null);
          } catch (e) {
            setDeleteError(errorMessage(e));
          }
        }}
      >
        {deleteError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {deleteError}
          </Alert>
        ) : null}
        {deleting
          ? subUnitCount > 0
            ? `「${deleting.name}」と、その下位部署${subUnitCount}件をすべて削除します。この操作は取り消せません。`
            : `「${deleting.name}」を削除します。この操作は取り消せません。`
          : ''}
      </ConfirmDialog>
      <AssignEmployeesDialog
        unit={assigning}
        onClose={() => setAssigning(null)}
        onSubmit={async (ids) => {
          if (!assigning) return;
          await assign.mutateAsync({ id: assigning.id, employee_ids: ids });
          snackbar.show('update');
          setAssigning(null);
        }}
      />
    </Stack>
  );
}
