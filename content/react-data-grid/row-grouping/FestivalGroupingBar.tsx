import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets } from './festival';

const groupable = [
  { field: 'day', label: 'Day' },
  { field: 'stage', label: 'Stage' },
  { field: 'genre', label: 'Genre' },
  { field: 'country', label: 'Country' },
  { field: 'label', label: 'Label' },
];
const labelOf = (field: string) => groupable.find((item) => item.field === field)?.label ?? field;

export default function FestivalGroupingBar() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridRowGroupingModel>(['day', 'stage']);
  const initialState = useKeepGroupedColumnsHidden({ apiRef, rowGroupingModel: model });
  const available = groupable.filter(({ field }) => !model.includes(field));

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        role="group"
        aria-label="Grouping criteria"
        sx={{ mb: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {model.length === 0 ? 'Not grouped' : 'Grouped by'}
          </Typography>
          {model.map((field, index) => (
            <Stack key={field} direction="row" sx={{ alignItems: 'center' }}>
              <IconButton
                size="small"
                aria-label={`Move ${labelOf(field)} earlier`}
                disabled={index === 0}
                onClick={() => apiRef.current?.setRowGroupingCriteriaIndex(field, index - 1)}
              >
                <ArrowBackIcon fontSize="inherit" />
              </IconButton>
              <Chip
                size="small"
                label={`${index + 1}. ${labelOf(field)}`}
                onDelete={() => apiRef.current?.removeRowGroupingCriteria(field)}
              />
              <IconButton
                size="small"
                aria-label={`Move ${labelOf(field)} later`}
                disabled={index === model.length - 1}
                onClick={() => apiRef.current?.setRowGroupingCriteriaIndex(field, index + 1)}
              >
                <ArrowForwardIcon fontSize="inherit" />
              </IconButton>
            </Stack>
          ))}
          <TextField
            select
            size="small"
            label="Add a criterion"
            value=""
            disabled={available.length === 0}
            onChange={(event) => apiRef.current?.addRowGroupingCriteria(event.target.value)}
            sx={{ minWidth: 160 }}
          >
            {available.map(({ field, label }) => (
              <MenuItem key={field} value={field}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={festivalSets}
          columns={festivalColumns}
          initialState={initialState}
          rowGroupingModel={model}
          onRowGroupingModelChange={(newModel) => setModel(newModel)}
        />
      </Box>
    </Box>
  );
}
