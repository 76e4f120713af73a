import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';
import { employees, type Employee } from './employees';

export default function EmployeeColumnTypes() {
  const [rows, setRows] = React.useState(employees);

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      // 'string' is the default type.
      { field: 'lastName', headerName: 'Name', width: 120, editable: true },
      { field: 'salary', headerName: 'Salary (€)', type: 'number', width: 110, editable: true },
      {
        field: 'hiredOn',
        headerName: 'Hired',
        type: 'date',
        width: 120,
        editable: true,
        // The API sends '2017-03-06'; date columns expect Date objects (read here in local time).
        valueGetter: (value: string) => new Date(`${value}T00:00`),
      },
      {
        field: 'lastSignIn',
        headerName: 'Last sign-in',
        type: 'dateTime',
        width: 180,
        valueGetter: (value: string) => new Date(value),
      },
      { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90, editable: true },
      {
        field: 'department',
        headerName: 'Department',
        type: 'singleSelect',
        valueOptions: ['Engineering', 'Sales', 'Finance', 'People', 'Support'],
        width: 130,
        editable: true,
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 80,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<DeleteOutlineIcon />}
              label={`Remove ${params.row.firstName} ${params.row.lastName}`}
              onClick={() =>
                setRows((current) => current.filter((row) => row.id !== (params.id as GridRowId)))
              }
            />
          </GridActionsCell>
        ),
      },
    ],
    [],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
