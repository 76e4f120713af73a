import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';
import { staff, type StaffMember } from './staff';

const getPayrollNumber = (member: StaffMember) => member.payrollNumber;

const getRowClassName = (params: GridRowClassNameParams<StaffMember>) =>
  params.row.contractor ? 'staff-row--contractor' : '';

const columns: GridColDef<StaffMember>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 120 },
  {
    field: 'contractor',
    headerName: 'Contract',
    width: 130,
    // The tint is not the only signal: the cell says it in words too.
    renderCell: (params) =>
      params.value ? (
        <Chip
          label="Contractor"
          size="small"
          variant="outlined"
          sx={{ borderColor: 'warning.main' }}
        />
      ) : (
        'Employee'
      ),
  },
];

export default function ContractorRowStyling() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        getRowId={getPayrollNumber}
        getRowClassName={getRowClassName}
        hideFooter
        sx={(theme) => ({
          '& .staff-row--contractor': {
            backgroundColor: alpha(theme.palette.warning.main, 0.1),
            '&:hover': { backgroundColor: alpha(theme.palette.warning.main, 0.18) },
          },
        })}
      />
    </Box>
  );
}
