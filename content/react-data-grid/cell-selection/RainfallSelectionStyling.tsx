import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGridPremium, gridClasses } from '@mui/x-data-grid-premium';
import { rainfall, rainfallColumns } from './rainfall';

export default function RainfallSelectionStyling() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rainfall}
        columns={rainfallColumns}
        cellSelection
        disableRowSelectionOnClick
        initialState={{
          // The monsoon months in Mumbai, selected when the grid mounts.
          cellSelection: { mumbai: { jun: true, jul: true, aug: true, sep: true } },
        }}
        hideFooter
        sx={(theme) => ({
          // Every selected cell: a tint of the info colour instead of the primary one.
          [`& .${gridClasses.cell}.Mui-selected`]: {
            backgroundColor: alpha(
              theme.palette.info.main,
              theme.palette.mode === 'dark' ? 0.28 : 0.14,
            ),
          },
          [`& .${gridClasses.cell}.Mui-selected:hover`]: {
            backgroundColor: alpha(
              theme.palette.info.main,
              theme.palette.mode === 'dark' ? 0.36 : 0.22,
            ),
          },
          // The cells on the edge of a range: a frame around the whole block. "Left" and "right"
          // mean before and after in column order, so logical properties keep RTL right.
          [`& .${gridClasses['cell--rangeTop']}`]: {
            borderTop: `2px solid ${theme.palette.info.main}`,
          },
          [`& .${gridClasses['cell--rangeBottom']}`]: {
            borderBottom: `2px solid ${theme.palette.info.main}`,
          },
          [`& .${gridClasses['cell--rangeLeft']}`]: {
            borderInlineStart: `2px solid ${theme.palette.info.main}`,
          },
          [`& .${gridClasses['cell--rangeRight']}`]: {
            borderInlineEnd: `2px solid ${theme.palette.info.main}`,
          },
        })}
      />
    </Box>
  );
}
