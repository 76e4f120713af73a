import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRenderHeaderFilterProps,
} from '@mui/x-data-grid-pro';
import { vehicleColumns, vehicles, type Vehicle } from './vehicles';

/** A plain list for the "In service" column: all, in service, off the road. */
function ServiceStatusFilter(props: GridRenderHeaderFilterProps) {
  const { item, colDef } = props;
  const apiRef = useGridApiContext();
  const current = item.value === undefined ? 'all' : String(item.value);

  return (
    <TextField
      select
      size="small"
      variant="standard"
      label={colDef.headerName}
      fullWidth
      value={current}
      onChange={(event) => {
        if (event.target.value === 'all') {
          apiRef.current.deleteFilterItem(item);
        } else {
          apiRef.current.upsertFilterItem({ ...item, operator: 'is', value: event.target.value });
        }
      }}
    >
      <MenuItem value="all">All</MenuItem>
      <MenuItem value="true">In service</MenuItem>
      <MenuItem value="false">Off the road</MenuItem>
    </TextField>
  );
}

const columns: GridColDef<Vehicle>[] = vehicleColumns.map((column) => {
  if (column.field === 'inService') {
    return {
      ...column,
      width: 160,
      renderHeaderFilter: (params) => <ServiceStatusFilter {...params} />,
    };
  }
  if (column.field === 'model') {
    // An empty cell: the model is searched with the quick filter instead.
    return { ...column, renderHeaderFilter: () => null };
  }
  return column;
});

export default function VehicleHeaderFilterCustomCell() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro rows={vehicles} columns={columns} headerFilters showToolbar hideFooter />
    </Box>
  );
}
