import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import FilterListIcon from '@mui/icons-material/FilterList';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
} from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

/**
 * Without a render prop, each part draws the grid's own slot: the triggers and ExportCsv a
 * `baseButton` (a Material UI Button), the quick filter control a `baseTextField`.
 */
function LoanToolbar() {
  // On narrow screens the parts wrap; flex "none" lets the toolbar grow to the wrapped height.
  return (
    <Toolbar style={{ flex: 'none', flexWrap: 'wrap', justifyContent: 'flex-start' }}>
      <ColumnsPanelTrigger startIcon={<ViewColumnIcon />} size="small">
        Columns
      </ColumnsPanelTrigger>
      <FilterPanelTrigger startIcon={<FilterListIcon />} size="small">
        Filters
      </FilterPanelTrigger>
      <ExportCsv startIcon={<FileDownloadIcon />} size="small" options={{ fileName: 'loans' }}>
        Export
      </ExportCsv>
      <QuickFilter defaultExpanded style={{ marginInlineStart: 'auto' }}>
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Title, author, borrower…"
              slotProps={{
                ...slotProps,
                htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search loans' },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function LoanComposedToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={loans}
        columns={loanColumns}
        label="Current loans"
        slots={{ toolbar: LoanToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
