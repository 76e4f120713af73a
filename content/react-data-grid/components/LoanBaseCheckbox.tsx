import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import BookmarkRemoveIcon from '@mui/icons-material/BookmarkRemove';
import { DataGrid, type GridSlotProps } from '@mui/x-data-grid';
import { loanColumns, loans } from './libraryLoans';

type BaseCheckboxProps = GridSlotProps['baseCheckbox'];

// A base slot receives the grid's own, library-neutral props: map them onto the component
// you render. Here a Material UI Checkbox drawn as a bookmark.
const BookmarkCheckbox = React.forwardRef<HTMLButtonElement, BaseCheckboxProps>(
  function BookmarkCheckbox(props, ref) {
    // Take out the props that Material UI's Checkbox does not know.
    const { slotProps, label, fullWidth, density, material, ...other } = props;

    const checkbox = (
      <Checkbox
        {...other}
        {...material}
        ref={ref}
        // The grid puts the accessible name ("Select row") on the input.
        inputProps={slotProps?.htmlInput}
        icon={<BookmarkBorderIcon />}
        checkedIcon={<BookmarkIcon />}
        indeterminateIcon={<BookmarkRemoveIcon />}
        size={density === 'compact' ? 'small' : other.size}
      />
    );

    // The columns panel and the filter panel give their checkboxes a label.
    if (label) {
      return (
        <FormControlLabel
          control={checkbox}
          label={label}
          sx={fullWidth ? { width: '100%' } : undefined}
        />
      );
    }
    return checkbox;
  },
);

export default function LoanBaseCheckbox() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={loans}
        columns={loanColumns}
        checkboxSelection
        slots={{ baseCheckbox: BookmarkCheckbox }}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
