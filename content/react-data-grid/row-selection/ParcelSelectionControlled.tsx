import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridRowSelectionModel } from '@mui/x-data-grid';
import { describeSelection, parcelColumns, parcels } from './parcels';

const expressIds = parcels
  .filter((parcel) => parcel.service === 'Express')
  .map((parcel) => parcel.id);

export default function ParcelSelectionControlled() {
  const [rowSelectionModel, setRowSelectionModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(['PX-3104', 'PX-3113']),
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setRowSelectionModel({ type: 'include', ids: new Set(expressIds) })}
        >
          Select the Express parcels
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setRowSelectionModel({ type: 'exclude', ids: new Set() })}
        >
          Select everything
        </Button>
        <Button
          size="small"
          onClick={() => setRowSelectionModel({ type: 'include', ids: new Set() })}
        >
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={parcels}
          columns={parcelColumns}
          checkboxSelection
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={setRowSelectionModel}
        />
      </Box>
      <Box
        component="pre"
        aria-label="Current rowSelectionModel value"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {`rowSelectionModel = ${describeSelection(rowSelectionModel)}`}
      </Box>
    </Box>
  );
}
