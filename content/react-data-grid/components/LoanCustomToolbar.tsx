import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { loanColumns, loans } from './libraryLoans';

// A title and three icon buttons, built from the grid's toolbar components.
function LoanToolbar() {
  return (
    <Toolbar>
      <Typography component="h3" variant="subtitle1" sx={{ flex: 1, fontWeight: 500, mx: 0.5 }}>
        Loans this month
      </Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Columns" />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton aria-label="Filters" />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv
          render={<ToolbarButton aria-label="Download as CSV" />}
          options={{ fileName: 'loans-this-month' }}
        >
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

export default function LoanCustomToolbar() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={loans}
        columns={loanColumns}
        slots={{ toolbar: LoanToolbar }}
        showToolbar
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
