import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';

// Teach TypeScript about the extra prop that `slotProps.footer` passes to the footer.
declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    depotName?: string;
  }
}

interface Shipment {
  id: string;
  destination: string;
  carrier: string;
  pallets: number;
  status: 'In transit' | 'Delivered' | 'Delayed';
}

const shipments: Shipment[] = [
  {
    id: 'SHP-4101',
    destination: 'Rotterdam',
    carrier: 'North Sea Freight',
    pallets: 12,
    status: 'In transit',
  },
  {
    id: 'SHP-4102',
    destination: 'Lyon',
    carrier: 'Rhône Haulage',
    pallets: 4,
    status: 'Delivered',
  },
  { id: 'SHP-4103', destination: 'Gdańsk', carrier: 'Baltic Line', pallets: 18, status: 'Delayed' },
  {
    id: 'SHP-4104',
    destination: 'Porto',
    carrier: 'Atlântico Cargo',
    pallets: 7,
    status: 'In transit',
  },
  {
    id: 'SHP-4105',
    destination: 'Munich',
    carrier: 'Alpen Logistik',
    pallets: 9,
    status: 'Delivered',
  },
  {
    id: 'SHP-4106',
    destination: 'Milan',
    carrier: 'Alpen Logistik',
    pallets: 3,
    status: 'Delayed',
  },
  {
    id: 'SHP-4107',
    destination: 'Antwerp',
    carrier: 'North Sea Freight',
    pallets: 15,
    status: 'In transit',
  },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'carrier', headerName: 'Carrier', flex: 1, minWidth: 150 },
  { field: 'pallets', headerName: 'Pallets', type: 'number', width: 90 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['In transit', 'Delivered', 'Delayed'],
    width: 120,
  },
];

// The props type comes from the grid: container props plus FooterPropsOverrides.
function DepotFooter(props: GridSlotProps['footer']) {
  const { depotName = 'Unknown depot', ...other } = props;
  const apiRef = useGridApiContext();
  const visibleCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);

  return (
    <GridFooterContainer {...other}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2 }}>
        <Chip size="small" color="primary" variant="outlined" label={depotName} />
        <Typography variant="body2" color="text.secondary">
          {visibleCount} {visibleCount === 1 ? 'shipment' : 'shipments'} after filters
        </Typography>
      </Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function TypedGridFooter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={shipments}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        slots={{ footer: DepotFooter }}
        slotProps={{ footer: { depotName: 'Duisburg hub' } }}
      />
    </Box>
  );
}
