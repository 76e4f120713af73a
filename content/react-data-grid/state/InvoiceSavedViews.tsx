import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridInitialState } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

interface View {
  name: string;
  state: GridInitialState;
}

// Views written by hand have the same shape as the ones exportState() returns.
const presetViews: View[] = [
  {
    name: 'Chase late payers',
    state: {
      filter: { filterModel: { items: [{ field: 'status', operator: 'is', value: 'Overdue' }] } },
      sorting: { sortModel: [{ field: 'amount', sort: 'desc' }] },
      columns: { columnVisibilityModel: { project: false, issued: false } },
    },
  },
  {
    name: 'By client',
    state: {
      filter: { filterModel: { items: [] } },
      sorting: { sortModel: [{ field: 'client', sort: 'asc' }] },
      columns: { columnVisibilityModel: {} },
    },
  },
];

export default function InvoiceSavedViews() {
  const apiRef = useGridApiRef();
  const [views, setViews] = React.useState<View[]>(presetViews);
  const [active, setActive] = React.useState('No view applied.');

  const saveView = () => {
    const state = apiRef.current?.exportState();
    if (state) {
      const name = `My view ${views.length - presetViews.length + 1}`;
      setViews([...views, { name, state }]);
      setActive(`Saved the current layout as “${name}”.`);
    }
  };

  const applyView = (view: View) => {
    apiRef.current?.restoreState(view.state);
    setActive(`Showing “${view.name}”.`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        {views.map((view) => (
          <Button key={view.name} size="small" variant="outlined" onClick={() => applyView(view)}>
            {view.name}
          </Button>
        ))}
        <Button size="small" variant="contained" onClick={saveView}>
          Save the current view
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid apiRef={apiRef} rows={invoices} columns={invoiceColumns} />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        {active}
      </Typography>
    </Box>
  );
}
