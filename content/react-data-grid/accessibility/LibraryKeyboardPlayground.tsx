import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGrid, type DataGridProps, type GridRowSelectionModel } from '@mui/x-data-grid';
import { libraryLoans, loanColumns } from './libraryLoans';

type TabNavigation = NonNullable<DataGridProps['tabNavigation']>;

interface FocusReport {
  key: string;
  target: string;
}

/** Describes the element that has focus inside the grid, from the attributes the grid renders. */
function describeFocus(element: Element | null): string {
  const cell = element?.closest('[role="gridcell"], [role="columnheader"]');
  if (!cell) {
    return element ? 'outside the cells' : 'nothing';
  }
  const row = cell.closest('[role="row"]');
  const parts = [
    `${cell.getAttribute('role')} "${cell.getAttribute('data-field')}"`,
    `aria-colindex ${cell.getAttribute('aria-colindex')}`,
  ];
  if (row?.hasAttribute('aria-rowindex')) {
    parts.push(`aria-rowindex ${row.getAttribute('aria-rowindex')}`);
  }
  if (row?.hasAttribute('aria-selected')) {
    parts.push(`aria-selected ${row.getAttribute('aria-selected')}`);
  }
  return parts.join(', ');
}

export default function LibraryKeyboardPlayground() {
  const [tabNavigation, setTabNavigation] = React.useState<TabNavigation>('none');
  const [report, setReport] = React.useState<FocusReport>({ key: '—', target: 'nothing' });
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const lastKey = React.useRef('—');

  const update = () => {
    setReport({ key: lastKey.current, target: describeFocus(document.activeElement) });
  };

  const selectedCount =
    selection.type === 'include' ? selection.ids.size : libraryLoans.length - selection.ids.size;

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="tabNavigation"
        value={tabNavigation}
        onChange={(event) => setTabNavigation(event.target.value as TabNavigation)}
        sx={{ mb: 1, minWidth: 170 }}
      >
        {(['none', 'content', 'header', 'all'] as const).map((value) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      <Box
        sx={{ height: 400 }}
        // Record the key before the grid handles it, and read the focus once it has moved.
        onKeyDownCapture={(event) => {
          const modifiers = [
            event.ctrlKey && 'Ctrl',
            event.metaKey && 'Meta',
            event.altKey && 'Alt',
            event.shiftKey && 'Shift',
          ]
            .filter(Boolean)
            .join(' + ');
          const key = event.key === ' ' ? 'Space' : event.key;
          lastKey.current =
            modifiers && !['Control', 'Meta', 'Alt', 'Shift'].includes(event.key)
              ? `${modifiers} + ${key}`
              : key;
        }}
        onKeyUp={update}
        onFocus={update}
      >
        <DataGrid
          rows={libraryLoans}
          columns={loanColumns}
          aria-label="Books on loan, keyboard playground"
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          tabNavigation={tabNavigation}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        aria-label="Last key and focused element"
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
        {`Last key: ${report.key}\nFocus:    ${report.target}\nSelected: ${selectedCount} of ${libraryLoans.length} rows`}
      </Box>
    </Box>
  );
}
