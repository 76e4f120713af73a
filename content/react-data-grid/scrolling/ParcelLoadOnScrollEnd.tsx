import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridRowScrollEndParams } from '@mui/x-data-grid-pro';
import { makeParcels, parcelColumns, type Parcel } from './parcels';

const PAGE = 20;
const TOTAL = 100;

// A fake depot server: answers with the next parcels after a short delay, never over the network.
function fetchParcels(start: number): Promise<Parcel[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(makeParcels(Math.min(PAGE, TOTAL - start), start)), 600);
  });
}

export default function ParcelLoadOnScrollEnd() {
  const [rows, setRows] = React.useState<Parcel[]>(() => makeParcels(PAGE));
  const [loading, setLoading] = React.useState(false);
  const [threshold, setThreshold] = React.useState(80);
  const [lastCall, setLastCall] = React.useState('not called yet');

  const handleRowsScrollEnd = (params: GridRowScrollEndParams) => {
    setLastCall(
      `viewportPageSize ${params.viewportPageSize}, visibleRowsCount ${params.visibleRowsCount}`,
    );
    if (loading || rows.length >= TOTAL) {
      return;
    }
    setLoading(true);
    fetchParcels(rows.length).then((more) => {
      setRows((previous) => [...previous, ...more]);
      setLoading(false);
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <TextField
          select
          size="small"
          label="scrollEndThreshold"
          value={threshold}
          onChange={(event) => setThreshold(Number(event.target.value))}
          sx={{ minWidth: 180 }}
        >
          {[0, 80, 300].map((value) => (
            <MenuItem key={value} value={value}>
              {value} px
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {rows.length} of {TOTAL} parcels loaded
        </Typography>
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={rows}
          columns={parcelColumns}
          aria-label="Parcels at the depot, loaded while scrolling"
          loading={loading}
          onRowsScrollEnd={handleRowsScrollEnd}
          scrollEndThreshold={threshold}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        aria-label="Last onRowsScrollEnd call"
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
        {`onRowsScrollEnd: ${lastCall}`}
      </Box>
    </Box>
  );
}
