import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridEditDateCell,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { crewStatuses, filmCrew, type CrewMember } from './filmCrew';

/** Checks the wrap date against the status and start date being edited in the same row. */
function checkWrapDate({ props, otherFieldsProps }: GridPreProcessEditCellProps) {
  const wrapDate = props.value as Date | null;
  const status = otherFieldsProps?.status?.value as CrewMember['status'];
  const startDate = otherFieldsProps?.startDate?.value as Date | null;

  let error: string | false = false;
  if (status === 'Wrapped' && !wrapDate) {
    error = 'Wrapped crew need a wrap date.';
  } else if (status !== 'Wrapped' && wrapDate) {
    error = 'Only wrapped crew have a wrap date: clear it or set the status to Wrapped.';
  } else if (wrapDate && startDate && wrapDate < startDate) {
    error = 'The wrap date is before the start date.';
  }
  return { ...props, error };
}

function WrapDateEditCell(params: GridRenderEditCellParams<CrewMember, Date | null>) {
  const { error, ...other } = params;
  return (
    <Tooltip open={Boolean(error)} title={error || ''} placement="bottom-start" describeChild>
      <Box
        className={error ? 'crew-invalid' : undefined}
        sx={{ width: '100%', height: '100%', display: 'flex' }}
      >
        <GridEditDateCell {...other} error={Boolean(error)} />
      </Box>
    </Tooltip>
  );
}

const columns: GridColDef<CrewMember>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: crewStatuses,
    width: 130,
    editable: true,
  },
  { field: 'startDate', headerName: 'Start', type: 'date', width: 140, editable: true },
  {
    field: 'wrapDate',
    headerName: 'Wrap date',
    type: 'date',
    width: 150,
    editable: true,
    // In row editing this runs again whenever another field of the row changes.
    preProcessEditCellProps: checkWrapDate,
    renderEditCell: (params) => <WrapDateEditCell {...params} />,
  },
];

export default function CrewConditionalValidation() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .crew-invalid': {
          boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.error.main}`,
        },
      }}
    >
      <DataGrid rows={filmCrew} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
