import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

export default function InvoiceExportState() {
  const apiRef = useGridApiRef();
  const [onlyDirty, setOnlyDirty] = React.useState(true);
  const [exported, setExported] = React.useState('Nothing exported yet.');

  const exportState = () => {
    const state = apiRef.current?.exportState({ exportOnlyDirtyModels: onlyDirty });
    setExported(JSON.stringify(state, null, 2));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <FormControlLabel
          control={
            <Switch checked={onlyDirty} onChange={(event) => setOnlyDirty(event.target.checked)} />
          }
          label="Only changed models"
        />
        <Button size="small" variant="outlined" onClick={exportState}>
          Export the state
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={invoices}
          columns={invoiceColumns}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
      <Box
        component="pre"
        aria-label="Exported state"
        tabIndex={0}
        sx={{
          mt: 1,
          p: 1,
          maxHeight: 220,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {exported}
      </Box>
    </Box>
  );
}
