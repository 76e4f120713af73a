import Box from '@mui/material/Box';
import { DataGrid, gridClasses } from '@mui/x-data-grid';
import { bikeParts, partColumns } from './bikeParts';

export default function PartsGridClasses() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={bikeParts}
        columns={partColumns}
        checkboxSelection
        initialState={{ sorting: { sortModel: [{ field: 'inStock', sort: 'asc' }] } }}
        hideFooter
        sx={(theme) => {
          const primary = (theme.vars || theme).palette.primary.main;
          return {
            // gridClasses.columnHeader is 'MuiDataGrid-columnHeader': no class name typed by hand.
            [`& .${gridClasses['columnHeader--sorted']}`]: {
              backgroundColor: theme.alpha(primary, 0.1),
              [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700 },
            },
            // State classes: a selected row carries Mui-selected next to MuiDataGrid-row.
            [`& .${gridClasses.row}.Mui-selected`]: {
              boxShadow: `inset 4px 0 0 ${primary}`,
            },
            // A thicker focus ring on the cell the keyboard is on.
            [`& .${gridClasses.cell}:focus, & .${gridClasses.columnHeader}:focus`]: {
              outline: `2px solid ${primary}`,
              outlineOffset: -2,
            },
            [`& .${gridClasses.columnSeparator}`]: { color: primary },
          };
        }}
      />
    </Box>
  );
}
