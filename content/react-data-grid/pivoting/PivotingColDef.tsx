import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { bakeryColumns, bakerySales } from './bakerySales';

const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'shop' }, { field: 'channel' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

// Called for each generated column with the original field and the path of its column groups,
// for example ('revenue', ['Lyon', 'Delivery']).
const pivotingColDef: DataGridPremiumProps['pivotingColDef'] = (field, columnGroupPath) => {
  const channel = columnGroupPath[columnGroupPath.length - 1];
  return {
    headerName: channel === 'Delivery' ? 'Delivered' : 'At the counter',
    width: channel === 'Delivery' ? 110 : 140,
    headerAlign: 'center',
    cellClassName: channel === 'Delivery' ? 'delivery-cell' : undefined,
    description: `Revenue from ${channel.toLowerCase()} sales in ${columnGroupPath[0]}`,
  };
};

export default function PivotingColDef() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .delivery-cell': { fontStyle: 'italic', bgcolor: 'action.hover' },
      }}
    >
      <DataGridPremium
        rows={bakerySales}
        columns={bakeryColumns}
        pivotingColDef={pivotingColDef}
        initialState={{ pivoting: { enabled: true, model: pivotModel } }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
