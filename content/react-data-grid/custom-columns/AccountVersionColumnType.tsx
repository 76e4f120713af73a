import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFilterInputValue,
  type GridColDef,
  type GridColTypeDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { accounts, type CustomerAccount } from './customerAccounts';

// Compares "3.10.2" and "3.9.7" part by part, as numbers: 3.10 is newer than 3.9.
function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) {
      return difference;
    }
  }
  return 0;
}

const isVersion = (text: unknown): text is string =>
  typeof text === 'string' && /^\d+(\.\d+)*$/.test(text.trim());

function versionOperator(
  value: string,
  label: string,
  test: (comparison: number) => boolean,
): GridFilterOperator<CustomerAccount, string> {
  return {
    value,
    label,
    // Until the user has typed a complete version, the filter lets every row through.
    getApplyFilterFn: (filterItem) =>
      isVersion(filterItem.value)
        ? (cellValue) =>
            cellValue != null && test(compareVersions(cellValue, filterItem.value.trim()))
        : null,
    InputComponent: GridFilterInputValue,
    InputComponentProps: { slotProps: { root: { placeholder: 'e.g. 4.1' } } },
  };
}

const versionColumnType: GridColTypeDef<string> = {
  type: 'string',
  width: 150,
  sortComparator: compareVersions,
  filterOperators: [
    versionOperator('olderThan', 'older than', (comparison) => comparison < 0),
    versionOperator('atLeast', 'at least', (comparison) => comparison >= 0),
    versionOperator('sameAs', 'is', (comparison) => comparison === 0),
  ],
};

const columns: GridColDef<CustomerAccount>[] = [
  { field: 'company', headerName: 'Company', minWidth: 180, flex: 1 },
  { field: 'plan', headerName: 'Plan', width: 110 },
  { field: 'appVersion', headerName: 'App version', ...versionColumnType },
];

export default function AccountVersionColumnType() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={accounts}
        columns={columns}
        showToolbar
        initialState={{
          sorting: { sortModel: [{ field: 'appVersion', sort: 'asc' }] },
          filter: {
            filterModel: { items: [{ field: 'appVersion', operator: 'olderThan', value: '4.0' }] },
          },
        }}
      />
    </Box>
  );
}
