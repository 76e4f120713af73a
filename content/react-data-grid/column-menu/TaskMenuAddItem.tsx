import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import InsightsIcon from '@mui/icons-material/Insights';
import {
  DataGrid,
  GridColumnMenu,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridSlotProps,
} from '@mui/x-data-grid';
import { sprintTasks, taskColumns } from './sprintTasks';

// Teach TypeScript about the extra prop that `slotProps.columnMenu` passes to the menu.
declare module '@mui/x-data-grid' {
  interface ColumnMenuPropsOverrides {
    onSummarize?: (column: GridColDef) => void;
  }
}

interface SummarizeItemProps extends GridColumnMenuItemProps {
  onSummarize: (column: GridColDef) => void;
}

// A menu item receives the column (`colDef`), the `onClick` that closes the menu,
// and whatever the menu's `slotProps` pass to it (`onSummarize` here).
function SummarizeColumnItem({ colDef, onClick, onSummarize }: SummarizeItemProps) {
  // Dates and numbers have better tools (sorting, filters); only offer it for text columns.
  if (colDef.type === 'date' || colDef.type === 'number') {
    return null;
  }
  return (
    <MenuItem
      onClick={(event) => {
        onSummarize(colDef);
        onClick(event);
      }}
    >
      <ListItemIcon>
        <InsightsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Summarize values</ListItemText>
    </MenuItem>
  );
}

function TaskColumnMenu({ onSummarize, ...props }: GridSlotProps['columnMenu']) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuSummarizeItem: SummarizeColumnItem }}
      slotProps={{
        // Between the sort items (10) and the filter item (20).
        columnMenuSummarizeItem: { displayOrder: 15, onSummarize },
      }}
    />
  );
}

export default function TaskMenuAddItem() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Open a column menu and choose “Summarize values”.');

  const summarize = React.useCallback(
    (column: GridColDef) => {
      const api = apiRef.current;
      if (!api) {
        return;
      }
      // Count the values of the rows that pass the current filters.
      const counts = new Map<string, number>();
      gridFilteredSortedRowIdsSelector(apiRef).forEach((id) => {
        const value = String(api.getCellValue(id, column.field) ?? '');
        counts.set(value, (counts.get(value) ?? 0) + 1);
      });
      const [top, topCount] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
      setSummary(
        `${column.headerName ?? column.field}: ${counts.size} distinct values. Most frequent: ${top} (${topCount}).`,
      );
    },
    [apiRef],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={sprintTasks}
          columns={taskColumns}
          slots={{ columnMenu: TaskColumnMenu }}
          slotProps={{ columnMenu: { onSummarize: summarize } }}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {summary}
      </Typography>
    </Box>
  );
}
