import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridLogicOperator, type GridFilterModel } from '@mui/x-data-grid';
import { bookColumns, books } from './books';

export default function BookQuickFilterLogic() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['crime', 'poetry'],
    quickFilterLogicOperator: GridLogicOperator.Or,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Typography
        id="book-quick-filter-logic-label"
        variant="body2"
        sx={{ color: 'text.secondary' }}
      >
        A row must contain
      </Typography>
      <RadioGroup
        row
        aria-labelledby="book-quick-filter-logic-label"
        value={filterModel.quickFilterLogicOperator}
        onChange={(event) =>
          setFilterModel({
            ...filterModel,
            quickFilterLogicOperator: event.target.value as GridLogicOperator,
          })
        }
      >
        <FormControlLabel
          value={GridLogicOperator.And}
          control={<Radio />}
          label="every word (And)"
        />
        <FormControlLabel
          value={GridLogicOperator.Or}
          control={<Radio />}
          label="at least one word (Or)"
        />
      </RadioGroup>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={books}
          columns={bookColumns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
