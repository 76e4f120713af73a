import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets } from './festival';

const choices: Record<string, GridRowGroupingModel> = {
  none: [],
  genre: ['genre'],
  country: ['country'],
  'genre-country': ['genre', 'country'],
};

export default function FestivalKeepHiddenControlled() {
  const apiRef = useGridApiRef();
  const [choice, setChoice] = React.useState('genre');
  const rowGroupingModel = choices[choice];
  // With a controlled model, give the hook the model instead of an initial state.
  const initialState = useKeepGroupedColumnsHidden({ apiRef, rowGroupingModel });

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_, value: string | null) => value && setChoice(value)}
        aria-label="Group the programme by"
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        <ToggleButton value="none">No grouping</ToggleButton>
        <ToggleButton value="genre">Genre</ToggleButton>
        <ToggleButton value="country">Country</ToggleButton>
        <ToggleButton value="genre-country">Genre, then country</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={festivalSets}
          columns={festivalColumns}
          initialState={initialState}
          rowGroupingModel={rowGroupingModel}
        />
      </Box>
    </Box>
  );
}
