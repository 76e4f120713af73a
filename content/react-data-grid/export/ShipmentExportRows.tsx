import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  gridSortedRowIdsSelector,
  useGridApiRef,
  type GridCsvExportOptions,
  type GridCsvGetRowsToExportParams,
} from '@mui/x-data-grid';
import { shipmentColumns, shipments } from './shipments';

type RowChoice = 'default' | 'page' | 'unfiltered';

const getRowsByChoice: Record<RowChoice, GridCsvExportOptions['getRowsToExport']> = {
  // Leave the option out: filtered and sorted rows, or the selected ones if any.
  default: undefined,
  // The rows of the page on screen, in their sorted order.
  page: ({ apiRef }: GridCsvGetRowsToExportParams) =>
    gridPaginatedVisibleSortedGridRowIdsSelector(apiRef),
  // Every row in the sorted order, whatever the filter hides.
  unfiltered: ({ apiRef }: GridCsvGetRowsToExportParams) => gridSortedRowIdsSelector(apiRef),
};

export default function ShipmentExportRows() {
  const apiRef = useGridApiRef();
  const [choice, setChoice] = React.useState<RowChoice>('default');
  const [exported, setExported] = React.useState<string | null>(null);

  const options: GridCsvExportOptions = {
    fileName: 'shipments',
    getRowsToExport: getRowsByChoice[choice],
  };

  const showRows = () => {
    const csv = apiRef.current?.getDataAsCsv({ ...options, includeHeaders: false }) ?? '';
    // The first value of each line is the shipment number.
    const ids = csv ? csv.split('\r\n').map((line) => line.split(',')[0]) : [];
    setExported(`${ids.length} rows: ${ids.join(', ')}`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControl sx={{ mb: 1 }}>
        <FormLabel id="export-rows-label">Rows to export</FormLabel>
        <RadioGroup
          row
          aria-labelledby="export-rows-label"
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value as RowChoice);
            setExported(null);
          }}
        >
          <FormControlLabel value="default" control={<Radio />} label="Default" />
          <FormControlLabel value="page" control={<Radio />} label="Current page" />
          <FormControlLabel value="unfiltered" control={<Radio />} label="Ignore the filter" />
        </RadioGroup>
      </FormControl>
      <Box sx={{ height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          rows={shipments}
          columns={shipmentColumns}
          checkboxSelection
          showToolbar
          slotProps={{ toolbar: { csvOptions: options } }}
          initialState={{
            filter: {
              filterModel: { items: [{ field: 'status', operator: 'not', value: 'Delivered' }] },
            },
            pagination: { paginationModel: { pageSize: 5 } },
          }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
      <Box sx={{ mt: 1, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={showRows}>
          Which rows would be exported?
        </Button>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {exported ?? 'Choose an option, select rows or change the filter, then ask.'}
        </Typography>
      </Box>
    </Box>
  );
}
