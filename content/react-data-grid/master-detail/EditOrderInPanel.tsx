import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiContext,
  type DataGridProProps,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { coffeeOrders, orderColumns, type CoffeeOrder, type OrderStatus } from './coffeeOrders';

const statuses: OrderStatus[] = ['Draft', 'Paid', 'Shipped', 'Delivered'];

const columns: GridColDef<CoffeeOrder>[] = [
  ...orderColumns.filter((column) => column.field !== 'country'),
  { field: 'email', headerName: 'Email', width: 220 },
];

function OrderForm({ order }: { order: CoffeeOrder }) {
  const apiRef = useGridApiContext();
  const [email, setEmail] = React.useState(order.email);
  const [status, setStatus] = React.useState(order.status);
  const [saved, setSaved] = React.useState(false);

  const emailError = !/^[^@\s]+@[^@\s]+$/.test(email);
  const changed = email !== order.email || status !== order.status;

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (emailError) {
      return;
    }
    // Writes the new values into the grid's copy of the row.
    apiRef.current.updateRows([{ id: order.id, email, status }]);
    setSaved(true);
  };

  return (
    <Box
      component="form"
      onSubmit={handleSubmit}
      aria-label={`Edit order ${order.reference}`}
      sx={{ p: 2 }}
    >
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <TextField
          label="Contact email"
          size="small"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setSaved(false);
          }}
          error={emailError}
          helperText={emailError ? 'Enter an address such as name@example.com' : ' '}
          sx={{ width: 260 }}
        />
        <TextField
          select
          label="Status"
          size="small"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OrderStatus);
            setSaved(false);
          }}
          helperText=" "
          sx={{ width: 150 }}
        >
          {statuses.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button type="submit" variant="contained" size="small" disabled={!changed || emailError}>
          Save
        </Button>
        <Button
          size="small"
          disabled={!changed}
          onClick={() => {
            setEmail(order.email);
            setStatus(order.status);
          }}
        >
          Reset
        </Button>
        <Typography variant="body2" role="status">
          {saved ? 'Saved to the grid' : ''}
        </Typography>
      </Stack>
    </Box>
  );
}

const getDetailPanelContent: DataGridProProps<CoffeeOrder>['getDetailPanelContent'] = ({ row }) => (
  <OrderForm order={row} />
);

const getDetailPanelHeight: DataGridProProps<CoffeeOrder>['getDetailPanelHeight'] = () => 'auto';

export default function EditOrderInPanel() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={coffeeOrders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([1]) } }}
        hideFooter
      />
    </Box>
  );
}
