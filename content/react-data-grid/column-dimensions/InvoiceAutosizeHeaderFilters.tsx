import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';
import { euro, invoices, type Invoice } from './invoices';

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'No.' },
  { field: 'country', headerName: 'Country' },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    valueFormatter: (value: number) => euro.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Paid', 'Open', 'Overdue'],
  },
];

export default function InvoiceAutosizeHeaderFilters() {
  const apiRef = useGridApiRef();
  const [includeHeaderFilters, setIncludeHeaderFilters] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, mb: 1 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            apiRef.current?.autosizeColumns({ includeHeaders: true, includeHeaderFilters })
          }
        >
          Autosize columns
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={includeHeaderFilters}
              onChange={(event) => setIncludeHeaderFilters(event.target.checked)}
            />
          }
          label="Include header filters"
        />
      </Box>
      <Box sx={{ height: 440 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={invoices}
          columns={columns}
          headerFilters
          initialState={{
            filter: {
              filterModel: { items: [{ field: 'status', operator: 'is', value: 'Overdue' }] },
            },
          }}
          autosizeOptions={{ includeHeaders: true, includeHeaderFilters }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
