import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { parcelColumns, parcels } from './parcels';

const heavyIds = parcels.filter((parcel) => parcel.weightKg >= 5).map((parcel) => parcel.id);

export default function ParcelSelectionApi() {
  const apiRef = useGridApiRef();
  const [answer, setAnswer] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectRow('PX-3101')}
        >
          selectRow(&apos;PX-3101&apos;)
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectRow('PX-3101', false)}
        >
          selectRow(&apos;PX-3101&apos;, false)
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set(heavyIds) })
          }
        >
          Select parcels of 5 kg or more
        </Button>
        <Button
          size="small"
          onClick={() => {
            const selected = apiRef.current?.isRowSelected('PX-3101') ?? false;
            setAnswer(`isRowSelected('PX-3101') returned ${selected}`);
          }}
        >
          Is PX-3101 selected?
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid apiRef={apiRef} rows={parcels} columns={parcelColumns} checkboxSelection />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }} aria-live="polite">
        {answer}
      </Typography>
    </Box>
  );
}
