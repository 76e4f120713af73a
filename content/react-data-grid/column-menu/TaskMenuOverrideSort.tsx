import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ClearIcon from '@mui/icons-material/Clear';
import {
  DataGrid,
  GridColumnMenu,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
  type GridSortDirection,
} from '@mui/x-data-grid';
import { sprintTasks, taskColumns } from './sprintTasks';

// Labels that say what the order means for each kind of value.
function sortLabels(type: string | undefined, headerName: string): [string, string] {
  if (type === 'date') {
    return ['Earliest first', 'Latest first'];
  }
  if (type === 'number') {
    return ['Smallest first', 'Largest first'];
  }
  if (headerName === 'Priority') {
    return ['Lowest priority first', 'Highest priority first'];
  }
  return ['A to Z', 'Z to A'];
}

// Replaces the default `columnMenuSortItem` slot.
function PlainLanguageSortItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const current = sortModel.find((item) => item.field === colDef.field)?.sort;

  if (colDef.sortable === false) {
    return null;
  }

  const [ascending, descending] = sortLabels(colDef.type, colDef.headerName ?? colDef.field);
  const handleSort = (direction: GridSortDirection, event: React.MouseEvent) => {
    apiRef.current.sortColumn(colDef.field, direction);
    onClick(event);
  };

  return (
    <React.Fragment>
      <MenuItem selected={current === 'asc'} onClick={(event) => handleSort('asc', event)}>
        <ListItemIcon>
          <ArrowUpwardIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{ascending}</ListItemText>
      </MenuItem>
      <MenuItem selected={current === 'desc'} onClick={(event) => handleSort('desc', event)}>
        <ListItemIcon>
          <ArrowDownwardIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{descending}</ListItemText>
      </MenuItem>
      {current ? (
        <MenuItem onClick={(event) => handleSort(null, event)}>
          <ListItemIcon>
            <ClearIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Original order</ListItemText>
        </MenuItem>
      ) : null}
    </React.Fragment>
  );
}

function TaskColumnMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuSortItem: PlainLanguageSortItem }} />;
}

export default function TaskMenuOverrideSort() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={sprintTasks} columns={taskColumns} slots={{ columnMenu: TaskColumnMenu }} />
    </Box>
  );
}
