import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import FilterListIcon from '@mui/icons-material/FilterList';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

/** The classes set from each trigger's state are styled once, on the toolbar. */
const LoanToolbarRoot = styled(Toolbar)(({ theme }) => ({
  '& .loan-trigger--open': {
    backgroundColor: theme.palette.action.selected,
    outline: `2px solid ${theme.palette.primary.main}`,
  },
}));

function LoanToolbar() {
  return (
    <LoanToolbarRoot>
      {/* Element form: ExportCsv adds its props and its click handler to the element. */}
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton aria-label="Download as CSV" />}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>

      {/* Function form: props and state in, element out. The tooltip goes inside, around the
          button: wrapped around the trigger, it would replace the className function. */}
      <ColumnsPanelTrigger
        className={(state) => (state.open ? 'loan-trigger--open' : '')}
        render={(props) => (
          <Tooltip title="Columns">
            <ToolbarButton {...props} aria-label="Columns">
              <ViewColumnIcon fontSize="small" />
            </ToolbarButton>
          </Tooltip>
        )}
      />
      <FilterPanelTrigger
        className={(state) => (state.open ? 'loan-trigger--open' : '')}
        render={(props, state) => (
          <Tooltip title="Filters">
            <ToolbarButton {...props} aria-label={`Filters, ${state.filterCount} active`}>
              <Badge badgeContent={state.filterCount} color="primary">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          </Tooltip>
        )}
      />
    </LoanToolbarRoot>
  );
}

export default function LoanTriggerState() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={loans}
        columns={loanColumns}
        label="Current loans"
        slots={{ toolbar: LoanToolbar }}
        showToolbar
        hideFooter
        initialState={{
          filter: { filterModel: { items: [{ field: 'overdue', operator: 'is', value: true }] } },
        }}
      />
    </Box>
  );
}
