import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridDataSourceCacheDefault,
  type GridDataSource,
  type GridDataSourceCache,
} from '@mui/x-data-grid';
import { InvoiceServer, invoiceColumns } from './invoiceServer';

type CacheChoice = 'five-minutes' | 'fifteen-seconds' | 'none';

// Created once, outside the component: each keeps its entries while the user switches.
const caches: Record<CacheChoice, GridDataSourceCache | null> = {
  'five-minutes': new GridDataSourceCacheDefault({}),
  'fifteen-seconds': new GridDataSourceCacheDefault({ ttl: 15_000 }),
  none: null,
};

export default function InvoiceCacheOptions() {
  const [server] = React.useState(() => new InvoiceServer());
  const [choice, setChoice] = React.useState<CacheChoice>('five-minutes');
  const [requestCount, setRequestCount] = React.useState(0);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const { rows, total } = await server.getInvoices(params);
        setRequestCount(server.requestCount);
        return { rows, rowCount: total };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id="invoice-cache-label">Cache</InputLabel>
          <Select
            labelId="invoice-cache-label"
            label="Cache"
            value={choice}
            onChange={(event) => setChoice(event.target.value as CacheChoice)}
          >
            <MenuItem value="five-minutes">Default (5 minutes)</MenuItem>
            <MenuItem value="fifteen-seconds">Entries live 15 seconds</MenuItem>
            <MenuItem value="none">No cache (null)</MenuItem>
          </Select>
        </FormControl>
        <Typography role="status">Requests sent to the server: {requestCount}</Typography>
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          columns={invoiceColumns}
          dataSource={dataSource}
          dataSourceCache={caches[choice]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
    </Box>
  );
}
