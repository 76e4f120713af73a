import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { sessions, type Session } from './programme';

function buildColumns(useSpanKeys: boolean): GridColDef<Session>[] {
  return [
    {
      field: 'day',
      headerName: 'Day',
      type: 'date',
      width: 130,
      // Date objects are compared by reference, and each call creates a new one,
      // so these cells never merge on their own.
      valueGetter: (value: string) => new Date(`${value}T00:00:00`),
      // Compare the ISO string from the row instead.
      rowSpanValueGetter: useSpanKeys ? (_value, row) => row.day : undefined,
    },
    { field: 'track', headerName: 'Track', width: 100 },
    { field: 'time', headerName: 'Time', width: 75 },
    { field: 'title', headerName: 'Session', flex: 1, minWidth: 220 },
    {
      field: 'level',
      headerName: 'Level',
      width: 100,
      // The same level in two tracks, or on two days, is not one group:
      // only merge inside one track on one day.
      rowSpanValueGetter: useSpanKeys
        ? (value: Session['level'], row) => `${row.day}/${row.track}/${value}`
        : undefined,
    },
  ];
}

export default function SessionLevelSpanKeys() {
  const [useSpanKeys, setUseSpanKeys] = React.useState(true);
  const columns = React.useMemo(() => buildColumns(useSpanKeys), [useSpanKeys]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={useSpanKeys}
            onChange={(event) => setUseSpanKeys(event.target.checked)}
          />
        }
        label="Use rowSpanValueGetter"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 600 }}>
        <DataGrid
          rows={sessions}
          columns={columns}
          rowSpanning
          showCellVerticalBorder
          showColumnVerticalBorder
          disableRowSelectionOnClick
          hideFooter
          sx={{ '& .MuiDataGrid-row:hover': { backgroundColor: 'transparent' } }}
        />
      </Box>
    </Box>
  );
}
