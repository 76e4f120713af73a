import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { restaurants, type Restaurant } from './restaurantGuide';

/** The editor: stars the user can click, or move with the arrow keys. */
function RatingEditCell(props: GridRenderEditCellParams<Restaurant, number>) {
  const { id, field, value, hasFocus, row } = props;
  const apiRef = useGridApiContext();
  const rootRef = React.useRef<HTMLSpanElement>(null);

  // The cell, not the editor, has the focus when editing starts: hand it to the checked star.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      const root = rootRef.current;
      (
        root?.querySelector<HTMLInputElement>('input:checked') ??
        root?.querySelector<HTMLInputElement>('input')
      )?.focus();
    }
  }, [hasFocus]);

  // Typing a character in a cell opens its editor with the value cleared. A score cannot be
  // typed, so put the stored one back.
  React.useEffect(() => {
    if (value == null) {
      apiRef.current.setEditCellValue({
        id,
        field,
        value: apiRef.current.getRow<Restaurant>(id)?.rating,
      });
    }
  }, [apiRef, id, field, value]);

  const handleChange = (_event: React.SyntheticEvent, newValue: number | null) => {
    // Keep the old score when the user clicks the current star again (which clears a Rating).
    apiRef.current.setEditCellValue({ id, field, value: newValue ?? value });
  };

  return (
    <Rating
      ref={rootRef}
      name={`rating-${id}`}
      value={value ?? null}
      precision={0.5}
      onChange={handleChange}
      getLabelText={(stars) => `${stars} star${stars === 1 ? '' : 's'} for ${row.name}`}
      sx={{ px: 1 }}
    />
  );
}

const columns: GridColDef<Restaurant>[] = [
  { field: 'name', headerName: 'Restaurant', flex: 1, minWidth: 150 },
  { field: 'cuisine', headerName: 'Cuisine', width: 120 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 170,
    align: 'left',
    headerAlign: 'left',
    display: 'flex',
    editable: true,
    renderCell: (params: GridRenderCellParams<Restaurant, number>) => (
      <Rating value={params.value ?? null} precision={0.5} readOnly size="small" />
    ),
    renderEditCell: (params) => <RatingEditCell {...params} />,
  },
];

export default function RestaurantRatingEditor() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={restaurants} columns={columns} hideFooter />
    </Box>
  );
}
