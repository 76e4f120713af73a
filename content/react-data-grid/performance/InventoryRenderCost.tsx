import * as React from 'react';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridInitialState,
  type GridRenderCellParams,
} from '@mui/x-data-grid';
import { createStock, stockColumns, type StockItem } from './inventory';

// Stable references: created once, when the module loads.
const rows = createStock(100);
const initialState: GridInitialState = { pagination: { paginationModel: { pageSize: 100 } } };
const pageSizeOptions = [25, 100];

// Counts how many times the grid renders a product cell. Writing to a variable during render
// is fine for a measurement, never for application logic.
let productCellRenders = 0;

function renderProductCell({ value }: GridRenderCellParams<StockItem, string>) {
  productCellRenders += 1;
  return value;
}

const columnsWithCounter: GridColDef<StockItem>[] = stockColumns.map((column) =>
  column.field === 'product' ? { ...column, renderCell: renderProductCell } : column,
);

export default function InventoryRenderCost() {
  const [inlineColumns, setInlineColumns] = React.useState(true);
  const [, setPageRenders] = React.useState(0);
  const [result, setResult] = React.useState<string>('Press the button to measure.');

  // The mistake being measured: a new array of new column objects on every render.
  const columns = inlineColumns
    ? columnsWithCounter.map((column) => ({ ...column }))
    : columnsWithCounter;

  const measure = () => {
    productCellRenders = 0;
    const start = performance.now();
    // Render and commit now, so that the time and the count cover this update only.
    flushSync(() => setPageRenders((count) => count + 1));
    const elapsed = performance.now() - start;
    const cells = productCellRenders;
    setResult(
      `Last re-render: ${elapsed.toFixed(1)} ms, ${cells} product ${cells === 1 ? 'cell' : 'cells'} rendered again.`,
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={inlineColumns}
              onChange={(event) => setInlineColumns(event.target.checked)}
            />
          }
          label="New columns on every render"
        />
        <Button variant="outlined" size="small" onClick={measure}>
          Re-render the page
        </Button>
      </Box>
      <Typography variant="body2" role="status">
        {result}
      </Typography>
      <Box sx={{ height: 360, mt: 1 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          initialState={initialState}
          pageSizeOptions={pageSizeOptions}
        />
      </Box>
    </Box>
  );
}
