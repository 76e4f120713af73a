import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { plantOrderColumns, plantOrders } from './plantOrders';

export default function AggregationApiButtons() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.setAggregationModel({ quantity: 'sum', total: 'sum' })}
        >
          Show revenue
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            apiRef.current?.setAggregationModel({ unitPrice: 'max', orderedOn: 'max' })
          }
        >
          Show latest and dearest
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.setAggregationModel({})}
        >
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={plantOrders}
          columns={plantOrderColumns}
          hideFooter
        />
      </Box>
    </Box>
  );
}
