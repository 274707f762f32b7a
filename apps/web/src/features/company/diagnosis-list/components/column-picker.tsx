import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { type ColumnChoice, OPTIONAL_COLUMNS, type OptionalColumn } from '../lib/columns';

interface ColumnPickerProps {
  columns: ColumnChoice;
  onToggle: (column: OptionalColumn) => void;
  onReset: () => void;
}

/** 「表示する列」: a menu of checkable columns; the menu stays open so several can be picked. */
export function ColumnPicker({ columns, onToggle, onReset }: ColumnPickerProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        表示する列
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': '表示する列' } }}
      >
        {(Object.keys(OPTIONAL_COLUMNS) as OptionalColumn[]).map((column) => (
          <MenuItem
            key={column}
            role="menuitemcheckbox"
            aria-checked={columns[column]}
            onClick={() => onToggle(column)}
            dense
          >
            <ListItemIcon>
              {columns[column] ? (
                <CheckBoxIcon fontSize="small" color="primary" />
              ) : (
                <CheckBoxOutlineBlankIcon fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText>{OPTIONAL_COLUMNS[column]}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={onReset} dense>
          <ListItemText inset>最初の表示に戻す</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
