import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import { DataGridPro, type GridSortModel } from '@mui/x-data-grid-pro';
import { bookColumns, books } from './books';

type Mode = 'withModifierKey' | 'always' | 'disabled';

export default function BookMultiSortingMode() {
  const [mode, setMode] = React.useState<Mode>('always');
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControl sx={{ mb: 1 }}>
        <FormLabel id="book-multi-sorting-mode">Adding a column to the sort</FormLabel>
        <RadioGroup
          row
          aria-labelledby="book-multi-sorting-mode"
          value={mode}
          onChange={(event) => {
            setMode(event.target.value as Mode);
            setSortModel([]);
          }}
        >
          <FormControlLabel
            value="withModifierKey"
            control={<Radio />}
            label="With Ctrl, ⌘ or Shift"
          />
          <FormControlLabel value="always" control={<Radio />} label="On every click" />
          <FormControlLabel value="disabled" control={<Radio />} label="Never (one column)" />
        </RadioGroup>
      </FormControl>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={books}
          columns={bookColumns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          multipleColumnsSortingMode={mode === 'always' ? 'always' : 'withModifierKey'}
          disableMultipleColumnsSorting={mode === 'disabled'}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        aria-label="Current sortModel value"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {`sortModel = ${JSON.stringify(sortModel)}`}
      </Box>
    </Box>
  );
}
