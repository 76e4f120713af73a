import Box from '@mui/material/Box';
import { DataGridPremium, useGridApiRef, type GridEventListener } from '@mui/x-data-grid-premium';
import { departureColumns, departures } from './departures';

export default function FlightToggleOnRowClick() {
  const apiRef = useGridApiRef();

  // A click anywhere on a group row opens or closes it; clicks on flights do nothing special.
  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    const node = apiRef.current?.getRowNode(params.id);
    if (node?.type === 'group') {
      apiRef.current?.setRowChildrenExpansion(params.id, !node.childrenExpanded);
    }
  };

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={departures}
        columns={departureColumns}
        initialState={{ rowGrouping: { model: ['airline'] } }}
        onRowClick={handleRowClick}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
