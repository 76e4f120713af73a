import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PushPinIcon from '@mui/icons-material/PushPin';
import VerticalAlignBottomIcon from '@mui/icons-material/VerticalAlignBottom';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import { DataGridPro, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid-pro';
import { expenseColumns, expenses, type Expense } from './offsiteExpenses';

type Section = 'top' | 'bottom';

export default function PinExpenseActions() {
  // Which claims the reviewer pinned, and where. Everything else scrolls.
  const [pinned, setPinned] = React.useState<Record<string, Section>>({ 'EXP-108': 'top' });

  const pin = React.useCallback((id: string, section: Section | null) => {
    setPinned((previous) => {
      const next = { ...previous };
      if (section) {
        next[id] = section;
      } else {
        delete next[id];
      }
      return next;
    });
  }, []);

  // New objects only when the pinned set changes, so the grid does not redo its work on every render.
  const { rows, pinnedRows } = React.useMemo(() => {
    const sections: Record<Section, Expense[]> = { top: [], bottom: [] };
    const scrolling: Expense[] = [];
    expenses.forEach((item) => {
      const section = pinned[item.id];
      if (section) {
        sections[section].push(item);
      } else {
        scrolling.push(item);
      }
    });
    return { rows: scrolling, pinnedRows: sections };
  }, [pinned]);

  const columns = React.useMemo<GridColDef<Expense>[]>(
    () => [
      {
        field: 'actions',
        type: 'actions',
        width: 90,
        getActions: ({ row }) => {
          const section = pinned[row.id];
          if (section) {
            return [
              <GridActionsCellItem
                key="unpin"
                icon={<PushPinIcon />}
                label={`Unpin ${row.id}`}
                onClick={() => pin(row.id, null)}
              />,
            ];
          }
          return [
            <GridActionsCellItem
              key="top"
              icon={<VerticalAlignTopIcon />}
              label={`Pin ${row.id} to the top`}
              onClick={() => pin(row.id, 'top')}
            />,
            <GridActionsCellItem
              key="bottom"
              icon={<VerticalAlignBottomIcon />}
              label={`Pin ${row.id} to the bottom`}
              onClick={() => pin(row.id, 'bottom')}
            />,
          ];
        },
      },
      ...expenseColumns,
    ],
    [pinned, pin],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 440 }}>
        <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }}>
        pinnedRows: top [{pinnedRows.top.map((item) => item.id).join(', ')}], bottom [
        {pinnedRows.bottom.map((item) => item.id).join(', ')}]
      </Typography>
    </Box>
  );
}
