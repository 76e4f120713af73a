import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import WidthFullIcon from '@mui/icons-material/WidthFull';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColumnMenuItemProps,
  type GridSlotProps,
} from '@mui/x-data-grid';
import { loanColumns, loans } from './libraryLoans';

// A menu item gets the column (`colDef`) and an `onClick` that closes the menu.
function FitToContentItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={(event) => {
        apiRef.current.autosizeColumns({ columns: [colDef.field], includeHeaders: true });
        onClick(event);
      }}
    >
      <ListItemIcon>
        <WidthFullIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Fit to content</ListItemText>
    </MenuItem>
  );
}

// The default menu, with one item added after the sort items and the
// column items ("Hide column", "Manage columns") removed.
function LoanColumnMenu(props: GridSlotProps['columnMenu']) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuFitItem: FitToContentItem, columnMenuColumnsItem: null }}
      slotProps={{ columnMenuFitItem: { displayOrder: 15 } }}
    />
  );
}

export default function LoanColumnMenuAutosize() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={loans}
        columns={loanColumns}
        slots={{ columnMenu: LoanColumnMenu }}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
