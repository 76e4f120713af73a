import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, gridClasses, type GridColDef } from '@mui/x-data-grid-pro';
import { employees, type Employee } from './employees';
import { employeeColumns } from './employeeColumns';

const getRowHeight = () => 'auto' as const;

export default function EmployeePinningRowHeight() {
  const [showNotes, setShowNotes] = React.useState(true);

  const columns = React.useMemo<GridColDef<Employee>[]>(() => {
    if (!showNotes) {
      return employeeColumns;
    }
    return [
      employeeColumns[0],
      // A wrapping text column: its rows grow to fit, pinned cells included.
      {
        field: 'notes',
        headerName: 'Notes',
        width: 280,
        renderCell: (params) => (
          <Box sx={{ whiteSpace: 'normal', lineHeight: 1.4 }}>{params.value}</Box>
        ),
      },
      ...employeeColumns.slice(1),
    ];
  }, [showNotes]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={showNotes} onChange={(event) => setShowNotes(event.target.checked)} />
        }
        label="Show the notes column"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 440 }}>
        <DataGridPro
          rows={employees}
          columns={columns}
          getRowHeight={getRowHeight}
          initialState={{ pinnedColumns: { left: ['name'], right: ['status'] } }}
          // Rows sized to their content get their breathing room from padding.
          sx={{ [`& .${gridClasses.cell}`]: { py: 1, lineHeight: 1.4 } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
