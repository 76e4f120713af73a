import Box from '@mui/material/Box';
import {
  DataGrid,
  GridEditInputCell,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { filmCrew, type CrewMember } from './filmCrew';

const DAYS_PER_WEEK = 5;

/**
 * The number editor of one rate, which also rewrites the other rate of the row being edited.
 * Values set from code do not call onValueChange, so the two editors do not loop.
 */
function RateEditCell(
  props: GridRenderEditCellParams<CrewMember, number> & { linkedField: 'dayRate' | 'weekRate' },
) {
  const { linkedField, ...params } = props;
  const apiRef = useGridApiContext();

  const handleValueChange = (_event: unknown, text: string) => {
    if (text === '') return;
    const amount = Number(text);
    const linkedValue =
      linkedField === 'weekRate' ? amount * DAYS_PER_WEEK : Math.round(amount / DAYS_PER_WEEK);
    apiRef.current.setEditCellValue({ id: params.id, field: linkedField, value: linkedValue });
  };

  return <GridEditInputCell {...params} onValueChange={handleValueChange} />;
}

const euros = (value: number | null) => (value == null ? '' : `€${value.toLocaleString('en-GB')}`);

const columns: GridColDef<CrewMember>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'role', headerName: 'Role', width: 180 },
  {
    field: 'dayRate',
    headerName: 'Day rate',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: euros,
    renderEditCell: (params) => <RateEditCell {...params} linkedField="weekRate" />,
  },
  {
    field: 'weekRate',
    headerName: 'Week rate (5 days)',
    type: 'number',
    width: 150,
    editable: true,
    valueFormatter: euros,
    renderEditCell: (params) => <RateEditCell {...params} linkedField="dayRate" />,
  },
];

export default function CrewLinkedRates() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={filmCrew} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
