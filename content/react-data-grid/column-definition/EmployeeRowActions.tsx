import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';
import { employees, type Employee } from './employees';

export default function EmployeeRowActions() {
  const [rows, setRows] = React.useState(employees);
  // Kept after closing, so the dialog text does not vanish during its exit transition.
  const [toRemove, setToRemove] = React.useState<Employee | null>(null);
  const [dialogOpen, setDialogOpen] = React.useState(false);

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      {
        field: 'fullName',
        headerName: 'Employee',
        flex: 1,
        minWidth: 150,
        valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
      },
      { field: 'role', headerName: 'Role', width: 180 },
      { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        renderCell: (params: GridRenderCellParams<Employee>) => (
          <GridActionsCell {...params}>
            {/* Shown as an icon button in the cell. */}
            <GridActionsCellItem
              icon={<DeleteOutlineIcon />}
              label="Remove"
              onClick={() => {
                setToRemove(params.row);
                setDialogOpen(true);
              }}
            />
            {/* Shown in the "more" menu. This one keeps the menu open, so the check mark visibly flips. */}
            <GridActionsCellItem
              showInMenu
              closeMenuOnClick={false}
              icon={params.row.remote ? <CheckIcon /> : <span />}
              label="Works remotely"
              onClick={() =>
                setRows((current) =>
                  current.map((row) =>
                    row.id === params.row.id ? { ...row, remote: !row.remote } : row,
                  ),
                )
              }
            />
            <GridActionsCellItem
              showInMenu
              icon={<ContentCopyIcon />}
              label="Duplicate"
              onClick={() =>
                setRows((current) => [
                  ...current,
                  {
                    ...params.row,
                    id: Math.max(...current.map((row) => row.id)) + 1,
                    firstName: `${params.row.firstName} (copy)`,
                  },
                ])
              }
            />
          </GridActionsCell>
        ),
      },
    ],
    [],
  );

  const closeDialog = () => setDialogOpen(false);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
      <Dialog open={dialogOpen} onClose={closeDialog} aria-labelledby="remove-employee-title">
        <DialogTitle id="remove-employee-title">Remove this employee?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {toRemove
              ? `${toRemove.firstName} ${toRemove.lastName} will no longer appear in the directory.`
              : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={closeDialog}>Cancel</Button>
          <Button
            color="error"
            onClick={() => {
              setRows((current) => current.filter((row) => row.id !== toRemove?.id));
              closeDialog();
            }}
          >
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
