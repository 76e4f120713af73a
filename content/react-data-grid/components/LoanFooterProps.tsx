import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SyncIcon from '@mui/icons-material/Sync';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  type GridSlotProps,
} from '@mui/x-data-grid';
import { loanColumns, loans } from './libraryLoans';

// Tell TypeScript that `slotProps.footer` may carry two more props.
declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    syncedAt: Date;
    onSync: () => void;
  }
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium' });

// The slot receives what `slotProps.footer` passes, typed by the augmentation above.
function SyncFooter({ syncedAt, onSync, ...other }: GridSlotProps['footer']) {
  return (
    <GridFooterContainer {...other} sx={{ flexWrap: 'wrap', px: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button size="small" startIcon={<SyncIcon />} onClick={onSync}>
          Sync
        </Button>
        <Typography variant="body2" aria-live="polite">
          Synced at {timeFormat.format(syncedAt)}
        </Typography>
      </Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function LoanFooterProps() {
  const [syncedAt, setSyncedAt] = React.useState(() => new Date());
  const handleSync = React.useCallback(() => setSyncedAt(new Date()), []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={loans}
        columns={loanColumns}
        slots={{ footer: SyncFooter }}
        slotProps={{ footer: { syncedAt, onSync: handleSync } }}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
