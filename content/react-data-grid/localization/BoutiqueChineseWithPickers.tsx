import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { zhCN as materialZhCN } from '@mui/material/locale';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { zhCN as pickersZhCN } from '@mui/x-date-pickers/locales';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { zhCN as gridZhCN } from '@mui/x-data-grid/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { boutiqueOrders, parsePlaced, type BoutiqueOrder } from './boutiqueOrders';

const money = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'EUR' });
const dates = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium' });

const columns: GridColDef<BoutiqueOrder>[] = [
  { field: 'id', headerName: '订单', width: 90 },
  { field: 'customer', headerName: '客户', flex: 1, minWidth: 130 },
  { field: 'city', headerName: '城市', width: 100 },
  {
    field: 'placed',
    headerName: '下单日期',
    type: 'date',
    width: 140,
    valueGetter: (value: string) => parsePlaced(value),
    valueFormatter: (value: Date) => dates.format(value),
  },
  {
    field: 'total',
    headerName: '金额',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => money.format(value),
  },
];

const cities = Array.from(new Set(boutiqueOrders.map((order) => order.city)));

export default function BoutiqueChineseWithPickers() {
  const outerTheme = useTheme();
  // One theme for the three libraries: Material UI, Date and Time Pickers, Data Grid.
  const theme = React.useMemo(
    () => createTheme(outerTheme, materialZhCN, pickersZhCN, gridZhCN),
    [outerTheme],
  );
  const [since, setSince] = React.useState<Dayjs | null>(dayjs('2026-10-08'));
  const [city, setCity] = React.useState<string | null>(null);

  const rows = boutiqueOrders.filter(
    (order) =>
      (!since || !dayjs(order.placed).isBefore(since, 'day')) && (!city || order.city === city),
  );

  return (
    <ThemeProvider theme={theme}>
      {/* The adapter locale translates month and day names; the theme translates the pickers' own texts. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="zh-cn">
        <Box sx={{ width: '100%' }} lang="zh-CN">
          <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
            <DatePicker
              label="下单日期不早于"
              value={since}
              onChange={setSince}
              slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
              sx={{ width: 210 }}
            />
            <Autocomplete
              options={cities}
              value={city}
              onChange={(_event, value) => setCity(value)}
              size="small"
              sx={{ width: 180 }}
              renderInput={(params) => <TextField {...params} label="城市" />}
            />
          </Stack>
          <Box sx={{ height: 400 }}>
            <DataGrid
              rows={rows}
              columns={columns}
              label="十月订单"
              showToolbar
              hideFooterPagination
            />
          </Box>
        </Box>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
