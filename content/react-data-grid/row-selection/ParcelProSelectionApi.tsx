import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridRowSelectionModel } from '@mui/x-data-grid-pro';
import { describeSelection, parcelColumns, parcels } from './parcels';

const galwayIds = parcels.filter((parcel) => parcel.town === 'Galway').map((parcel) => parcel.id);
const freightIds = parcels
  .filter((parcel) => parcel.service === 'Freight')
  .map((parcel) => parcel.id);

export default function ParcelProSelectionApi() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectRowRange({ startId: 'PX-3103', endId: 'PX-3107' })}
        >
          Select PX-3103 to PX-3107
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectRows(galwayIds)}
        >
          Add the Galway parcels
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectRows(freightIds, false)}
        >
          Remove the freight
        </Button>
        <Button size="small" onClick={() => apiRef.current?.selectRows([], true, true)}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={parcels}
          columns={parcelColumns}
          checkboxSelection
          onRowSelectionModelChange={setModel}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {describeSelection(model)}
      </Typography>
    </Box>
  );
}
