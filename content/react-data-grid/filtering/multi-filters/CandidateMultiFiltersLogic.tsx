import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridLogicOperator, type GridFilterModel } from '@mui/x-data-grid-pro';
import { candidateColumns, candidates } from './candidates';

export default function CandidateMultiFiltersLogic() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 'offer', field: 'stage', operator: 'is', value: 'Offer' },
      { id: 'berlin', field: 'location', operator: 'equals', value: 'Berlin' },
    ],
    logicOperator: GridLogicOperator.Or,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography id="candidate-logic-label" variant="body2">
          Rows must pass
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-labelledby="candidate-logic-label"
          value={filterModel.logicOperator ?? GridLogicOperator.And}
          onChange={(_event, value: GridLogicOperator | null) => {
            if (value) {
              setFilterModel({ ...filterModel, logicOperator: value });
            }
          }}
        >
          <ToggleButton value={GridLogicOperator.And}>every filter (And)</ToggleButton>
          <ToggleButton value={GridLogicOperator.Or}>any filter (Or)</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={candidates}
          columns={candidateColumns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        aria-label="Current filterModel value"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflowX: 'auto',
        }}
      >
        {`filterModel = ${JSON.stringify(filterModel, null, 2)}`}
      </Box>
    </Box>
  );
}
