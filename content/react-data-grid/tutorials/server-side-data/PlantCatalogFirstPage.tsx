import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridDataSource } from '@mui/x-data-grid';
import { getPlants, type Plant } from './plantApi';

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 180 },
  { field: 'family', headerName: 'Family', width: 140 },
  { field: 'height', headerName: 'Height (cm)', type: 'number', width: 120 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110 },
];

export default function PlantCatalogFirstPage() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const { page, pageSize } = params.paginationModel ?? { page: 0, pageSize: 10 };
        // The API counts pages from 1, the grid from 0.
        const answer = await getPlants(`/api/plants?page=${page + 1}&pageSize=${pageSize}`);
        return { rows: answer.data, rowCount: answer.total };
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        disableColumnSorting
        disableColumnFilter
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 20]}
      />
    </Box>
  );
}
