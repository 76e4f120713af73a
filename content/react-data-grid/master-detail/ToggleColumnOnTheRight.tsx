import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  gridDetailPanelExpandedRowIdsSelector,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridSelector,
  type DataGridProProps,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { coffeeOrders, orderColumns, type CoffeeOrder } from './coffeeOrders';

function BagCountToggle({ id, row }: GridRenderCellParams<CoffeeOrder>) {
  const apiRef = useGridApiContext();
  // Read the open state from the grid: the cell is not rendered again when only a panel opens.
  const expanded = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector).has(id);
  const bags = row.lines.reduce((sum, item) => sum + item.quantity, 0);
  if (bags === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No bags
      </Typography>
    );
  }
  // No onClick: a click inside the toggle column's cell already toggles the panel.
  return (
    <Button
      size="small"
      tabIndex={-1}
      aria-expanded={expanded}
      endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
    >
      {bags} {bags === 1 ? 'bag' : 'bags'}
    </Button>
  );
}

function ExpandAllHeader() {
  const apiRef = useGridApiContext();
  const expandedIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  const contents = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);
  const anyOpen = expandedIds.size > 0;

  const handleClick = () => {
    if (anyOpen) {
      apiRef.current.setExpandedDetailPanels(new Set());
      return;
    }
    // Open every row that has panel content.
    const ids = apiRef.current.getAllRowIds().filter((id) => React.isValidElement(contents[id]));
    apiRef.current.setExpandedDetailPanels(new Set(ids));
  };

  const label = anyOpen ? 'Collapse all details' : 'Expand all details';
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={handleClick}>
        {anyOpen ? <UnfoldLessIcon fontSize="small" /> : <UnfoldMoreIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}

const columns: GridColDef<CoffeeOrder>[] = [
  ...orderColumns,
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Details',
    width: 110,
    align: 'center',
    headerAlign: 'center',
    renderCell: (params) => <BagCountToggle {...params} />,
    renderHeader: () => <ExpandAllHeader />,
  },
];

function BagList({ order }: { order: CoffeeOrder }) {
  return (
    <Box component="ul" sx={{ m: 0, py: 1.5, pl: 5, pr: 2 }}>
      {order.lines.map((item) => (
        <Typography component="li" variant="body2" key={item.id}>
          {item.quantity} × {item.coffee}, {item.bag}, {item.grind.toLowerCase()}
        </Typography>
      ))}
    </Box>
  );
}

const getDetailPanelContent: DataGridProProps<CoffeeOrder>['getDetailPanelContent'] = ({ row }) =>
  row.lines.length > 0 ? <BagList order={row} /> : null;

const getDetailPanelHeight: DataGridProProps<CoffeeOrder>['getDetailPanelHeight'] = () => 'auto';

export default function ToggleColumnOnTheRight() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={coffeeOrders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ pinnedColumns: { right: [GRID_DETAIL_PANEL_TOGGLE_FIELD] } }}
        hideFooter
      />
    </Box>
  );
}
