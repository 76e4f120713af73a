import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import {
  DataGrid,
  gridRowSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { describeNoise, restaurants, type Restaurant } from './restaurantGuide';

function NoiseEditCell(props: GridRenderEditCellParams<Restaurant, number>) {
  const { id, field, value, hasFocus, row } = props;
  const apiRef = useGridApiContext();
  const rootRef = React.useRef<HTMLSpanElement>(null);
  // The stored row. `row` carries the value being edited, which is empty when the editor was
  // opened by typing a character.
  const storedRow = useGridSelector(apiRef, gridRowSelector, id) as Restaurant | undefined;
  // The slider moves at once; the grid hears about it at most every 150 ms.
  const [shown, setShown] = React.useState(value ?? storedRow?.noise ?? 60);

  React.useLayoutEffect(() => {
    if (hasFocus) {
      rootRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    }
  }, [hasFocus]);

  // As in the rating editor: a typed character opens the editor with no value; restore the stored one.
  React.useEffect(() => {
    if (value == null) {
      apiRef.current.setEditCellValue({ id, field, value: shown });
    }
  }, [apiRef, id, field, value, shown]);

  const handleChange = (_event: Event, newValue: number) => {
    setShown(newValue);
    apiRef.current.setEditCellValue({ id, field, value: newValue, debounceMs: 150 });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, width: '100%', px: 2 }}>
      <Slider
        ref={rootRef}
        value={shown}
        min={40}
        max={90}
        step={1}
        size="small"
        onChange={handleChange}
        aria-label={`Noise level of ${row.name}`}
        getAriaValueText={(decibels) => `${decibels} decibels, ${describeNoise(decibels)}`}
      />
      <Box component="span" sx={{ minWidth: 48, textAlign: 'end' }}>
        {shown} dB
      </Box>
    </Box>
  );
}

const columns: GridColDef<Restaurant>[] = [
  { field: 'name', headerName: 'Restaurant', flex: 1, minWidth: 150 },
  { field: 'district', headerName: 'District', width: 120 },
  {
    field: 'noise',
    headerName: 'Noise at dinner',
    type: 'number',
    width: 230,
    align: 'left',
    headerAlign: 'left',
    editable: true,
    valueFormatter: (value: number) => `${value} dB · ${describeNoise(value)}`,
    renderEditCell: (params) => <NoiseEditCell {...params} />,
  },
];

export default function RestaurantNoiseSlider() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={restaurants} columns={columns} hideFooter />
    </Box>
  );
}
