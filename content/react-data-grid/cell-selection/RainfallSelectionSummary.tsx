import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridCellSelectionModel } from '@mui/x-data-grid-premium';
import { months, rainfall, rainfallColumns, type Month } from './rainfall';

const rowsById = new Map(rainfall.map((row) => [row.id, row]));

/** Adds up the selected month cells; the city names are selected but not counted. */
function summarize(model: GridCellSelectionModel) {
  const values: number[] = [];
  Object.entries(model).forEach(([rowId, fields]) => {
    const row = rowsById.get(rowId);
    Object.entries(fields).forEach(([field, selected]) => {
      if (row && selected && (months as readonly string[]).includes(field)) {
        values.push(row[field as Month]);
      }
    });
  });
  const total = values.reduce((sum, value) => sum + value, 0);
  return { count: values.length, total, average: values.length ? total / values.length : 0 };
}

export default function RainfallSelectionSummary() {
  const [cellSelectionModel, setCellSelectionModel] = React.useState<GridCellSelectionModel>({
    bergen: { sep: true, oct: true, nov: true },
  });
  const { count, total, average } = summarize(cellSelectionModel);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rainfall}
          columns={rainfallColumns}
          cellSelection
          disableRowSelectionOnClick
          cellSelectionModel={cellSelectionModel}
          onCellSelectionModelChange={(newModel) => setCellSelectionModel(newModel)}
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {count === 0
          ? 'Select month cells to add them up.'
          : `${count} months selected: ${total} mm in total, ${Math.round(average)} mm on average.`}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="Current cellSelectionModel value"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'auto',
          maxHeight: 160,
        }}
      >
        {`cellSelectionModel = ${JSON.stringify(cellSelectionModel)}`}
      </Box>
    </Box>
  );
}
