import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridDataSource } from '@mui/x-data-grid';
import { parcelColumns, queryParcels, type Parcel } from './parcelServer';

export default function ParcelServerDataSource() {
  // The grid calls getRows whenever the filter, the sort or the page changes.
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const { rows, total } = await queryParcels(params.filterModel);
        // The server sorts too: with a data source, sorting and paging happen there as well.
        const [sort] = params.sortModel;
        const sorted = sort
          ? [...rows].sort((a, b) => {
              const left = a[sort.field as keyof Parcel];
              const right = b[sort.field as keyof Parcel];
              const order = left < right ? -1 : left > right ? 1 : 0;
              return sort.sort === 'desc' ? -order : order;
            })
          : rows;
        // `start` and `end` are the indexes of the first and the last row of the page.
        return { rows: sorted.slice(Number(params.start), params.end + 1), rowCount: total };
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        columns={parcelColumns}
        dataSource={dataSource}
        showToolbar
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'city', operator: 'equals', value: 'York' }] },
          },
          pagination: { paginationModel: { pageSize: 10 } },
        }}
        pageSizeOptions={[10, 20]}
      />
    </Box>
  );
}
