import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridGetRowsError,
  useGridApiRef,
  type GridDataSource,
  type GridUpdateRowError,
} from '@mui/x-data-grid';
import { InvoiceServer, invoiceColumns } from './invoiceServer';

export default function InvoiceErrorOverlay() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => new InvoiceServer());
  const [failing, setFailing] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const { rows, total } = await server.getInvoices(params);
        setError(null);
        return { rows, rowCount: total };
      },
    }),
    [server],
  );

  const handleError = (dataSourceError: GridGetRowsError | GridUpdateRowError) => {
    if (dataSourceError instanceof GridGetRowsError) {
      const page = dataSourceError.params.paginationModel?.page ?? 0;
      setError(`Page ${page + 1} could not be loaded: ${dataSourceError.message}`);
    }
  };

  const retry = () => {
    setError(null);
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={failing}
            onChange={(event) => {
              server.setFailing(event.target.checked);
              setFailing(event.target.checked);
            }}
          />
        }
        label="Make the server fail"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 400, position: 'relative' }}>
        <DataGrid
          apiRef={apiRef}
          columns={invoiceColumns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
        {error ? (
          <Box
            sx={{
              position: 'absolute',
              inset: '56px 0 52px 0',
              zIndex: 1,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              p: 2,
              bgcolor: 'background.paper',
            }}
          >
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={retry}>
                  Retry
                </Button>
              }
            >
              {error}
            </Alert>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
