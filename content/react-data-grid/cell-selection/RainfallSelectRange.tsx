import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { rainfall, rainfallColumns } from './rainfall';

export default function RainfallSelectRange() {
  const apiRef = useGridApiRef();
  const [report, setReport] = React.useState('No cells selected.');

  const describe = () => {
    const cells = apiRef.current?.getSelectedCellsAsArray() ?? [];
    const mumbaiJuly = apiRef.current?.isCellSelected('mumbai', 'jul')
      ? 'selected'
      : 'not selected';
    setReport(`${cells.length} cells selected. Mumbai in July is ${mumbaiJuly}.`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          // From London's June to Mumbai's September: four rows, four columns.
          onClick={() =>
            apiRef.current?.selectCellRange(
              { id: 'london', field: 'jun' },
              { id: 'mumbai', field: 'sep' },
            )
          }
        >
          Select summer, London to Mumbai
        </Button>
        <Button
          size="small"
          variant="outlined"
          // The third argument keeps what is already selected.
          onClick={() =>
            apiRef.current?.selectCellRange(
              { id: 'bergen', field: 'sep' },
              { id: 'bergen', field: 'dec' },
              true,
            )
          }
        >
          Add Bergen, September to December
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setCellSelectionModel({})}
        >
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rainfall}
          columns={rainfallColumns}
          cellSelection
          disableRowSelectionOnClick
          onCellSelectionModelChange={describe}
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        {report}
      </Typography>
    </Box>
  );
}
