import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { budgetColumns, budgetLines } from './budget';

const columns = budgetColumns();

export default function BudgetCopyRows() {
  const [copied, setCopied] = React.useState<string | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={budgetLines}
          columns={columns}
          checkboxSelection
          // Rows are selected with their checkbox; a click only focuses the cell.
          disableRowSelectionOnClick
          // Called with the exact text the grid put on the clipboard.
          onClipboardCopy={(text) => setCopied(text)}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Last copy (→ marks a tab):
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="Text copied to the clipboard"
        sx={{
          mt: 0.5,
          mb: 0,
          p: 1,
          minHeight: 40,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'auto',
          maxHeight: 160,
        }}
      >
        {copied === null ? 'Nothing copied yet.' : copied.replace(/\t/g, ' → ')}
      </Box>
    </Box>
  );
}
