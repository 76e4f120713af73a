import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { budgetColumns, budgetLines } from './budget';

const columns = budgetColumns();

export default function BudgetCopyRange() {
  const [copied, setCopied] = React.useState<string | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          rows={budgetLines}
          columns={columns}
          cellSelection
          // A click selects cells, not the row.
          disableRowSelectionOnClick
          onClipboardCopy={(text) => setCopied(text)}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="Text copied to the clipboard"
        sx={{
          mt: 1,
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
        {copied === null
          ? 'Drag across cells (or click one, then Shift+click another) and press Ctrl+C (⌘C on macOS).'
          : copied.replace(/\t/g, ' → ')}
      </Box>
    </Box>
  );
}
