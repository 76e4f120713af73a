import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Checkbox from '@mui/material/Checkbox';
import { DataGridPremium, type GridRowGroupingModel } from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets } from './festival';

const groupableFields = [
  { field: 'day', label: 'Day' },
  { field: 'stage', label: 'Stage' },
  { field: 'genre', label: 'Genre' },
];

export default function FestivalGroupingControlled() {
  const [rowGroupingModel, setRowGroupingModel] = React.useState<GridRowGroupingModel>(['genre']);

  // A checkbox adds its field at the end of the model, or removes it.
  const toggle = (field: string) =>
    setRowGroupingModel((model) =>
      model.includes(field) ? model.filter((item) => item !== field) : [...model, field],
    );

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row role="group" aria-label="Group the programme by">
        {groupableFields.map(({ field, label }) => (
          <FormControlLabel
            key={field}
            label={`Group by ${label.toLowerCase()}`}
            control={
              <Checkbox checked={rowGroupingModel.includes(field)} onChange={() => toggle(field)} />
            }
          />
        ))}
      </FormGroup>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={festivalSets}
          columns={festivalColumns}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={(model) => setRowGroupingModel(model)}
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="Current rowGroupingModel value"
        sx={{ mt: 1, mb: 0, p: 1, fontSize: 13, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {`rowGroupingModel = ${JSON.stringify(rowGroupingModel)}`}
      </Box>
    </Box>
  );
}
