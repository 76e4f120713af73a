import * as React from 'react';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DataGrid,
  getGridDateOperators,
  useGridApiContext,
  type GridColDef,
  type GridColTypeDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import dayjs from 'dayjs';
import { accounts, type CustomerAccount } from './customerAccounts';

// Edit component: a date picker that writes a `Date` back into the cell being edited.
function DatePickerEditCell(props: GridRenderEditCellParams<CustomerAccount, Date | null, string>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();

  return (
    <DatePicker
      value={value ? dayjs(value) : null}
      autoFocus
      onChange={(newValue) => {
        apiRef.current.setEditCellValue({
          id,
          field,
          value: newValue && newValue.isValid() ? newValue.toDate() : null,
        });
      }}
      slotProps={{
        textField: { size: 'small', fullWidth: true, 'aria-label': 'Renewal date' },
      }}
      sx={{ mx: 0.5 }}
    />
  );
}

// Filter input: the built-in date operators expect their value as a 'YYYY-MM-DD' string.
function DatePickerFilterInput(props: GridFilterInputValueProps) {
  const { item, applyValue } = props;

  return (
    <DatePicker
      label="Value"
      value={item.value ? dayjs(item.value) : null}
      onChange={(newValue) => {
        applyValue({
          ...item,
          value: newValue && newValue.isValid() ? newValue.format('YYYY-MM-DD') : undefined,
        });
      }}
      slotProps={{ textField: { size: 'small' } }}
    />
  );
}

// Keep the operators' filtering logic and swap their native date input for the picker.
const dateOperators: GridFilterOperator[] = getGridDateOperators().map((operator) => ({
  ...operator,
  InputComponent: operator.InputComponent ? DatePickerFilterInput : undefined,
  InputComponentProps: undefined,
}));

const pickerDateColumnType: GridColTypeDef<Date | null, string> = {
  type: 'date',
  width: 180,
  renderEditCell: (params) => <DatePickerEditCell {...params} />,
  filterOperators: dateOperators,
  valueFormatter: (value: Date | null) => (value ? dayjs(value).format('D MMM YYYY') : ''),
};

const columns: GridColDef<CustomerAccount>[] = [
  { field: 'company', headerName: 'Company', minWidth: 180, flex: 1 },
  { field: 'plan', headerName: 'Plan', width: 110 },
  { field: 'renewal', headerName: 'Renewal date', ...pickerDateColumnType, editable: true },
];

export default function AccountRenewalDatePicker() {
  const [rows, setRows] = React.useState(accounts);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          processRowUpdate={(updatedRow: CustomerAccount) => {
            setRows((previous) =>
              previous.map((row) => (row.id === updatedRow.id ? updatedRow : row)),
            );
            return updatedRow;
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
