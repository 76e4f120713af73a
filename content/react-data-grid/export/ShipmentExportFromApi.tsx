import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { shipmentColumns, shipments } from './shipments';

export default function ShipmentExportFromApi() {
  const apiRef = useGridApiRef();
  const [attachment, setAttachment] = React.useState<string | null>(null);

  const attach = () => {
    // getDataAsCsv returns the text without downloading it: upload it, attach it, store it…
    const csv = apiRef.current?.getDataAsCsv({ fields: ['id', 'customer', 'status'] }) ?? '';
    const file = new File([csv], 'shipment-status.csv', { type: 'text/csv' });
    setAttachment(
      `${file.name} attached (${file.size} bytes, ${csv.split('\r\n').length - 1} shipments)`,
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => apiRef.current?.exportDataAsCsv({ fileName: 'shipments' })}
        >
          Download CSV
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<PrintIcon />}
          onClick={() => apiRef.current?.exportDataAsPrint({ hideFooter: true, hideToolbar: true })}
        >
          Print
        </Button>
        <Button size="small" variant="outlined" startIcon={<AttachFileIcon />} onClick={attach}>
          Attach status report
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={shipments} columns={shipmentColumns} />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        {attachment ?? 'No attachment yet.'}
      </Typography>
    </Box>
  );
}
