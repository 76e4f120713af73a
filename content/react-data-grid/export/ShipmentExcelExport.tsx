import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridExcelExportOptions } from '@mui/x-data-grid-premium';
import { shipmentColumns, shipments } from './shipments';

const excelOptions: GridExcelExportOptions = {
  fileName: 'shipments-march',
  // Mode and Status are singleSelect columns: their options go to this sheet and become drop-downs.
  valueOptionsSheetName: 'Lists',
  // Numbers and dates are written as values; these Excel formats decide how they look.
  columnsStyles: {
    weight: { numFmt: '#,##0 "kg"' },
    value: { numFmt: '"€"#,##0' },
    departure: { numFmt: 'yyyy-mm-dd' },
  },
};

export default function ShipmentExcelExport() {
  const [state, setState] = React.useState<'idle' | 'pending' | 'finished'>('idle');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={shipments}
          columns={shipmentColumns}
          showToolbar
          slotProps={{
            toolbar: {
              excelOptions,
              // The menu keeps "Download as CSV" and "Download as Excel".
              printOptions: { disableToolbarButton: true },
            },
          }}
          onExcelExportStateChange={setState}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        {state === 'idle' && 'Open the Export menu and choose Download as Excel.'}
        {state === 'pending' && 'Building the workbook…'}
        {state === 'finished' && 'shipments-march.xlsx is ready: check your downloads.'}
      </Typography>
    </Box>
  );
}
