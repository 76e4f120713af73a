import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { DataGrid, useGridApiRef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { staff, staffColumns } from './staffDirectory';

const OPTIONAL_FIELDS = ['office', 'email', 'workPhone', 'startDate', 'salary', 'remote'];

export default function StaffVisibilityFromCode() {
  const apiRef = useGridApiRef();
  // A copy of the grid's model, kept up to date by the callback. The grid stays uncontrolled.
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({});

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="staff-optional-columns" variant="body2" sx={{ mb: 1 }}>
        Optional columns
      </Typography>
      <Stack
        role="group"
        aria-labelledby="staff-optional-columns"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1.5, flexWrap: 'wrap' }}
      >
        {OPTIONAL_FIELDS.map((field) => {
          const visible = model[field] !== false;
          const label = staffColumns.find((column) => column.field === field)?.headerName ?? field;
          return (
            <Chip
              key={field}
              label={label}
              icon={visible ? <CheckIcon /> : undefined}
              color={visible ? 'primary' : 'default'}
              variant={visible ? 'filled' : 'outlined'}
              aria-pressed={visible}
              onClick={() => apiRef.current?.setColumnVisibility(field, !visible)}
            />
          );
        })}
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={staff}
          columns={staffColumns}
          onColumnVisibilityModelChange={(newModel) => setModel(newModel)}
        />
      </Box>
    </Box>
  );
}
