import Box from '@mui/material/Box';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGrid,
  type GridBaseIconProps,
  type GridColumnUnsortedIconProps,
  type GridSlots,
} from '@mui/x-data-grid';
import { loanColumns, loans } from './libraryLoans';

// Icon slots receive the grid's icon props (`className`, `fontSize`, `titleAccess`, …).
// Material UI icons take them as they are, except `color`, which the grid types as any string.
function SortedAscendingIcon({ color, ...props }: GridBaseIconProps) {
  return <ArrowDropUpIcon {...props} />;
}

function SortedDescendingIcon({ color, ...props }: GridBaseIconProps) {
  return <ArrowDropDownIcon {...props} />;
}

// The unsorted icon also receives the column's `sortingOrder`, which the SVG must not get.
function UnsortedIcon({ color, sortingOrder, ...props }: GridColumnUnsortedIconProps) {
  return <UnfoldMoreIcon {...props} />;
}

function ColumnMenuIcon({ color, ...props }: GridBaseIconProps) {
  return <MoreHorizIcon {...props} />;
}

// Defined once, outside the component, so the slots never change identity.
const iconSlots: Partial<GridSlots> = {
  columnSortedAscendingIcon: SortedAscendingIcon,
  columnSortedDescendingIcon: SortedDescendingIcon,
  columnUnsortedIcon: UnsortedIcon,
  columnMenuIcon: ColumnMenuIcon,
};

export default function LoanSortIcons() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={loans}
        columns={loanColumns}
        slots={iconSlots}
        initialState={{
          sorting: { sortModel: [{ field: 'dueOn', sort: 'asc' }] },
          pagination: { paginationModel: { pageSize: 25 } },
        }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
