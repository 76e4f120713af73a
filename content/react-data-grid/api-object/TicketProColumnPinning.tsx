import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridPinnedColumnPosition,
  useGridApiRef,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';
import { ticketColumns, tickets } from './tickets';

function describe(pinned: GridPinnedColumnFields) {
  const left = pinned.left?.length ? pinned.left.join(', ') : 'none';
  const right = pinned.right?.length ? pinned.right.join(', ') : 'none';
  return `Pinned on the left: ${left}. On the right: ${right}.`;
}

export default function TicketProColumnPinning() {
  // From @mui/x-data-grid-pro, the ref is typed with GridApiPro: pinColumn is there.
  const apiRef = useGridApiRef();
  const [pinned, setPinned] = React.useState('Pinned on the left: none. On the right: none.');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.pinColumn('subject', GridPinnedColumnPosition.LEFT)}
        >
          Pin subject on the left
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.pinColumn('status', GridPinnedColumnPosition.RIGHT)}
        >
          Pin status on the right
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setPinnedColumns({})}
        >
          Unpin all
        </Button>
      </Stack>
      {/* A narrow grid, so that the pinned columns stay while the others scroll. */}
      <Box sx={{ height: 340, maxWidth: 640 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={tickets}
          columns={ticketColumns}
          onPinnedColumnsChange={(model) => setPinned(describe(model))}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        {pinned}
      </Typography>
    </Box>
  );
}
