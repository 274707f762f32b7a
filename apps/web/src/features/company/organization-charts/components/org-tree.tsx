/**
 * The chart as a recursive list: expand/collapse, selection, head counts, matches of the search
 * highlighted, and reordering by native HTML5 drag and drop (drop on the upper or lower edge of a
 * row to place before or after it, on its middle to put the unit inside). The row menu offers the
 * same moves for the keyboard (上へ／下へ／移動).
 */
import type { TOrgChartNode } from '@mirume/shared';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type DragEvent, useState } from 'react';
import type { DropPlacement } from '../lib/tree';

export interface OrgTreeProps {
  nodes: readonly TOrgChartNode[];
  expanded: ReadonlySet<number>;
  selectedId: number | null;
  /** Lower-cased search text; matching names are highlighted. */
  highlight: string;
  manage: boolean;
  onToggle: (id: number) => void;
  onSelect: (id: number) => void;
  onOpenMenu: (node: TOrgChartNode, anchor: HTMLElement) => void;
  onDrop: (dragId: number, targetId: number, placement: DropPlacement) => void;
}

const DRAG_TYPE = 'application/x-mirume-org-unit';

function placementAt(event: DragEvent<HTMLElement>): DropPlacement {
  const rect = event.currentTarget.getBoundingClientRect();
  const y = event.clientY - rect.top;
  if (y < rect.height * 0.3) return 'before';
  if (y > rect.height * 0.7) return 'after';
  return 'inside';
}

function Highlighted({ text, needle }: { text: string; needle: string }) {
  const at = needle ? text.toLowerCase().indexOf(needle) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Box component="mark" sx={{ bgcolor: 'warning.light', color: 'inherit', px: 0.25, borderRadius: 0.5 }}>
        {text.slice(at, at + needle.length)}
      </Box>
      {text.slice(at + needle.length)}
    </>
  );
}

export function OrgTree(props: OrgTreeProps) {
  const [dragId, setDragId] = useState<number | null>(null);
  const [over, setOver] = useState<{ id: number; placement: DropPlacement } | null>(null);
  return (
    <List dense disablePadding aria-label="組織図">
      {props.nodes.map((node) => (
        <OrgTreeRow
          key={node.id}
          node={node}
          depth={0}
          {...props}
          dragId={dragId}
          over={over}
          setDragId={setDragId}
          setOver={setOver}
        />
      ))}
    </List>
  );
}

interface RowProps extends OrgTreeProps {
  node: TOrgChartNode;
  depth: number;
  dragId: number | null;
  over: { id: number; placement: DropPlacement } | null;
  setDragId: (id: number | null) => void;
  setOver: (over: { id: number; placement: DropPlacement } | null) => void;
}

function OrgTreeRow(props: RowProps) {
  const { node, depth, expanded, selectedId, manage, dragId, over } = props;
  const open = expanded.has(node.id);
  const hasChildren = node.children.length > 0;
  const overHere = over?.id === node.id && dragId !== null && dragId !== node.id ? over.placement : null;
  const dropLine = (edge: 'top' | 'bottom') => ({
    content: '""',
    position: 'absolute',
    left: depth * 24 + 8,
    right: 8,
    [edge]: -1,
    height: 3,
    borderRadius: 2,
    bgcolor: 'primary.main',
  });

  const dragHandlers = manage
    ? {
        draggable: true,
        onDragStart: (event: DragEvent<HTMLElement>) => {
          event.stopPropagation();
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData(DRAG_TYPE, String(node.id));
          event.dataTransfer.setData('text/plain', node.name);
          props.setDragId(node.id);
        },
        onDragEnd: () => {
          props.setDragId(null);
          props.setOver(null);
        },
        onDragOver: (event: DragEvent<HTMLElement>) => {
          if (dragId === null || dragId === node.id) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          const placement = placementAt(event);
          if (over?.id !== node.id || over.placement !== placement) props.setOver({ id: node.id, placement });
        },
        onDragLeave: (event: DragEvent<HTMLElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null) && over?.id === node.id) {
            props.setOver(null);
          }
        },
        onDrop: (event: DragEvent<HTMLElement>) => {
          event.preventDefault();
          event.stopPropagation();
          const raw = event.dataTransfer.getData(DRAG_TYPE);
          const from = raw ? Number(raw) : dragId;
          props.setDragId(null);
          props.setOver(null);
          if (from) props.onDrop(from, node.id, placementAt(event));
        },
      }
    : {};

  return (
    <>
      <ListItem
        disablePadding
        data-testid={`org-unit-${node.id}`}
        data-unit-name={node.name}
        {...dragHandlers}
        sx={{
          position: 'relative',
          opacity: dragId === node.id ? 0.5 : 1,
          '&::before': overHere === 'before' ? dropLine('top') : undefined,
          '&::after': overHere === 'after' ? dropLine('bottom') : undefined,
          outline: overHere === 'inside' ? '2px dashed' : undefined,
          outlineColor: 'primary.main',
          borderRadius: 1,
        }}
        secondaryAction={
          manage ? (
            <IconButton
              edge="end"
              size="small"
              aria-label={`${node.name}の操作`}
              aria-haspopup="menu"
              onClick={(event) => props.onOpenMenu(node, event.currentTarget)}
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
          ) : undefined
        }
      >
        <Box sx={{ width: depth * 24, flexShrink: 0 }} />
        {hasChildren ? (
          <IconButton
            size="small"
            aria-label={open ? `${node.name}を折りたたむ` : `${node.name}を展開`}
            aria-expanded={open}
            onClick={() => props.onToggle(node.id)}
            sx={{ transform: open ? 'none' : 'rotate(-90deg)', transition: 'transform 120ms' }}
          >
            <ExpandMoreIcon fontSize="small" />
          </IconButton>
        ) : (
          <Box sx={{ width: 34, flexShrink: 0 }} />
        )}
        <ListItemButton
          selected={selectedId === node.id}
          aria-current={selectedId === node.id ? 'true' : undefined}
          aria-label={node.name}
          onClick={() => props.onSelect(node.id)}
          sx={{ borderRadius: 1, pr: manage ? 6 : 2, gap: 1, minWidth: 0 }}
        >
          {manage ? (
            <Tooltip title="ドラッグして並べ替え">
              <DragIndicatorIcon fontSize="small" sx={{ color: 'text.disabled', cursor: 'grab' }} />
            </Tooltip>
          ) : (
            <AccountTreeOutlinedIcon fontSize="small" sx={{ color: 'text.secondary' }} />
          )}
          <Typography
            component="span"
            noWrap
            sx={{ flex: 1, minWidth: 0, fontWeight: depth === 0 ? 700 : 400 }}
          >
            <Highlighted text={node.name} needle={props.highlight} />
          </Typography>
          <Tooltip title={`直属 ${node.head_count}名／下位部署を含む ${node.total_count}名`}>
            <Chip
              size="small"
              variant="outlined"
              label={`${node.total_count}名`}
              aria-label={`所属 ${node.total_count}名（直属 ${node.head_count}名）`}
            />
          </Tooltip>
        </ListItemButton>
      </ListItem>
      {hasChildren ? (
        <Collapse in={open} timeout="auto" unmountOnExit>
          <List dense disablePadding aria-label={`${node.name}の下位部署`}>
            {node.children.map((child) => (
              <OrgTreeRow key={child.id} {...props} node={child} depth={depth + 1} />
            ))}
          </List>
        </Collapse>
      ) : null}
    </>
  );
}
