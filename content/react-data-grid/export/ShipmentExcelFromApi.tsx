import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-premium';
import { shipmentColumns, shipments } from './shipments';

export default function ShipmentExcelFromApi() {
  const apiRef = useGridApiRef();
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const [busy, setBusy] = React.useState(false);
  // An 'exclude' model lists the rows that are not selected.
  const count =
    selection.type === 'include' ? selection.ids.size : shipments.length - selection.ids.size;

  const exportSelection = async () => {
    setBusy(true);
    try {
      // The promise settles once the file has been handed to the browser.
      await apiRef.current?.exportDataAsExcel({
        fileName: `customs-declarations-${count}`,
        fields: ['id', 'customer', 'destination', 'weight', 'value'],
        // Only the ticked shipments, in the grid's order.
        getRowsToExport: ({ apiRef: gridApi }) =>
          gridFilteredSortedRowIdsSelector(gridApi).filter((id) =>
            gridApi.current.isRowSelected(id),
          ),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ mb: 1, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="small"
          disabled={count === 0 || busy}
          onClick={exportSelection}
        >
          Export {count} selected to Excel
        </Button>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {busy ? 'Building the workbook…' : 'Tick the shipments that need a customs declaration.'}
        </Typography>
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={shipments}
          columns={shipmentColumns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Box>
  );
}
