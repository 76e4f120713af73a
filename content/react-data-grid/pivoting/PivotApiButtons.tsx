import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridSidebarValue,
  useGridApiRef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { bakeryColumns, bakerySales } from './bakerySales';

const byShop: GridPivotModel = {
  rows: [{ field: 'shop' }],
  columns: [{ field: 'channel' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

export default function PivotApiButtons() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            apiRef.current?.setPivotModel(byShop);
            apiRef.current?.setPivotActive(true);
          }}
        >
          Revenue by shop and channel
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            // The updater form: add the units to whatever the values are.
            apiRef.current?.setPivotModel((prev) =>
              prev.values.some((value) => value.field === 'units')
                ? prev
                : { ...prev, values: [...prev.values, { field: 'units', aggFunc: 'sum' }] },
            )
          }
        >
          Add units
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.setPivotActive((active) => !active)}
        >
          Toggle pivot mode
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.showSidebar(GridSidebarValue.Pivot)}
        >
          Open the pivot panel
        </Button>
      </Stack>
      <Box sx={{ height: 460 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={bakerySales}
          columns={bakeryColumns}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
