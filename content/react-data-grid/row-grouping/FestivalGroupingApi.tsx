import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  gridRowGroupingModelSelector,
  gridRowGroupingSanitizedModelSelector,
  useGridApiRef,
  type GridApiPremium,
} from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets } from './festival';

const calls: { label: string; run: (api: GridApiPremium) => void }[] = [
  { label: "addRowGroupingCriteria('day')", run: (api) => api.addRowGroupingCriteria('day') },
  {
    label: "addRowGroupingCriteria('genre', 0)",
    run: (api) => api.addRowGroupingCriteria('genre', 0),
  },
  {
    label: "setRowGroupingCriteriaIndex('day', 0)",
    run: (api) => api.setRowGroupingCriteriaIndex('day', 0),
  },
  {
    label: "removeRowGroupingCriteria('genre')",
    run: (api) => api.removeRowGroupingCriteria('genre'),
  },
  {
    // "region" is not a column: the model keeps it, the sanitized model leaves it out.
    label: "setRowGroupingModel(['region', 'stage'])",
    run: (api) => api.setRowGroupingModel(['region', 'stage']),
  },
  { label: 'setRowGroupingModel([])', run: (api) => api.setRowGroupingModel([]) },
];

export default function FestivalGroupingApi() {
  const apiRef = useGridApiRef();
  const [selected, setSelected] = React.useState({ model: ['stage'], sanitized: ['stage'] });

  // Reads both selectors from the grid's state after each change of the model.
  const readSelectors = () =>
    setSelected({
      model: gridRowGroupingModelSelector(apiRef),
      sanitized: gridRowGroupingSanitizedModelSelector(apiRef),
    });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        {calls.map(({ label, run }) => (
          <Button
            key={label}
            size="small"
            variant="outlined"
            onClick={() => {
              if (apiRef.current) {
                run(apiRef.current);
              }
            }}
            sx={{ textTransform: 'none', fontFamily: 'monospace' }}
          >
            {label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={festivalSets}
          columns={festivalColumns}
          initialState={{ rowGrouping: { model: ['stage'] } }}
          onRowGroupingModelChange={readSelectors}
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="Values of the row grouping selectors"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'auto',
        }}
      >
        {`gridRowGroupingModelSelector          = ${JSON.stringify(selected.model)}\n`}
        {`gridRowGroupingSanitizedModelSelector = ${JSON.stringify(selected.sanitized)}`}
      </Box>
    </Box>
  );
}
