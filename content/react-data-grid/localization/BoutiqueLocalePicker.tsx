import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { arSD, deDE, enUS, esES, frFR, jaJP, zhCN } from '@mui/x-data-grid/locales';
import { boutiqueOrders, parsePlaced, type BoutiqueOrder } from './boutiqueOrders';

const languages = [
  {
    tag: 'zh-CN',
    title: '十月订单',
    name: '中文（简体）',
    locale: zhCN,
    headers: ['订单', '客户', '城市', '下单日期', '金额'],
  },
  {
    tag: 'fr-FR',
    title: 'Commandes d’octobre',
    name: 'Français',
    locale: frFR,
    headers: ['Commande', 'Client', 'Ville', 'Passée le', 'Montant'],
  },
  {
    tag: 'de-DE',
    title: 'Bestellungen im Oktober',
    name: 'Deutsch',
    locale: deDE,
    headers: ['Bestellung', 'Kunde', 'Stadt', 'Bestellt am', 'Betrag'],
  },
  {
    tag: 'es-ES',
    title: 'Pedidos de octubre',
    name: 'Español',
    locale: esES,
    headers: ['Pedido', 'Cliente', 'Ciudad', 'Fecha', 'Importe'],
  },
  {
    tag: 'ja-JP',
    title: '10月の注文',
    name: '日本語',
    locale: jaJP,
    headers: ['注文', '顧客', '都市', '注文日', '金額'],
  },
  {
    tag: 'ar-SD',
    title: 'طلبات أكتوبر',
    name: 'العربية',
    locale: arSD,
    headers: ['الطلب', 'العميل', 'المدينة', 'التاريخ', 'المبلغ'],
  },
  {
    tag: 'en-US',
    title: 'October orders',
    name: 'English',
    locale: enUS,
    headers: ['Order', 'Customer', 'City', 'Placed', 'Total'],
  },
];

function buildColumns(tag: string, headers: string[]): GridColDef<BoutiqueOrder>[] {
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
  return [
    { field: 'id', headerName: headers[0], width: 100 },
    { field: 'customer', headerName: headers[1], flex: 1, minWidth: 140 },
    { field: 'city', headerName: headers[2], width: 110 },
    {
      field: 'placed',
      headerName: headers[3],
      type: 'date',
      width: 140,
      valueGetter: (value: string) => parsePlaced(value),
      valueFormatter: (value: Date) => dates.format(value),
    },
    {
      field: 'total',
      headerName: headers[4],
      type: 'number',
      width: 120,
      valueFormatter: (value: number) => money.format(value),
    },
  ];
}

export default function BoutiqueLocalePicker() {
  const [tag, setTag] = React.useState('zh-CN');
  const language = languages.find((entry) => entry.tag === tag) ?? languages[0];
  const columns = React.useMemo(() => buildColumns(language.tag, language.headers), [language]);

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Grid language"
        value={tag}
        onChange={(event) => setTag(event.target.value)}
        sx={{ mb: 1, minWidth: 200 }}
      >
        {languages.map((entry) => (
          <MenuItem key={entry.tag} value={entry.tag} lang={entry.tag}>
            {entry.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 440 }} lang={tag}>
        <DataGrid
          rows={boutiqueOrders}
          columns={columns}
          // The same strings the theme approach uses, passed to one grid only.
          localeText={language.locale.components.MuiDataGrid.defaultProps.localeText}
          aria-label={language.title}
          showToolbar
          checkboxSelection
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Box>
  );
}
