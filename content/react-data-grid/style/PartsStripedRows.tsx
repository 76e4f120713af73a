import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridRowClassNameParams } from '@mui/x-data-grid';
import { bikeParts, partColumns } from './bikeParts';

// indexRelativeToCurrentPage counts the rows as displayed, after sorting and filtering.
const getRowClassName = (params: GridRowClassNameParams) =>
  params.indexRelativeToCurrentPage % 2 === 0 ? 'parts-row--even' : 'parts-row--odd';

export default function PartsStripedRows() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={bikeParts}
        columns={partColumns}
        getRowClassName={getRowClassName}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        sx={(theme) => ({
          [`& .${gridClasses.row}.parts-row--odd`]: {
            backgroundColor: (theme.vars || theme).palette.action.hover,
            // Keep the hover and the selection visible on the striped rows.
            '&:hover': {
              backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, 0.1),
            },
            '&.Mui-selected': {
              backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, 0.18),
            },
          },
        })}
      />
    </Box>
  );
}
