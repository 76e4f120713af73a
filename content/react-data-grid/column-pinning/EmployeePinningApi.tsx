import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridPinnedColumnPosition,
  useGridApiRef,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';
import { employees } from './employees';
import { employeeColumns } from './employeeColumns';

export default function EmployeePinningApi() {
  const apiRef = useGridApiRef();
  const [field, setField] = React.useState('department');
  // The model the grid reports after each change, for the buttons and the status line.
  const [pinned, setPinned] = React.useState<GridPinnedColumnFields>({});
  const [answer, setAnswer] = React.useState<string | null>(null);

  let side: 'left' | 'right' | false = false;
  if (pinned.left?.includes(field)) {
    side = 'left';
  } else if (pinned.right?.includes(field)) {
    side = 'right';
  }
  const headerName = employeeColumns.find((column) => column.field === field)?.headerName;

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          select
          size="small"
          label="Column"
          value={field}
          onChange={(event) => setField(event.target.value)}
          sx={{ minWidth: 150 }}
        >
          {employeeColumns.map((column) => (
            <MenuItem key={column.field} value={column.field}>
              {column.headerName}
            </MenuItem>
          ))}
        </TextField>
        <Button
          size="small"
          variant="outlined"
          disabled={side === 'left'}
          onClick={() => apiRef.current?.pinColumn(field, GridPinnedColumnPosition.LEFT)}
        >
          Pin to start
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={side === 'right'}
          onClick={() => apiRef.current?.pinColumn(field, GridPinnedColumnPosition.RIGHT)}
        >
          Pin to end
        </Button>
        <Button size="small" disabled={!side} onClick={() => apiRef.current?.unpinColumn(field)}>
          Unpin
        </Button>
        <Button
          size="small"
          onClick={() => {
            // Ask the grid in an event handler: the answer reflects its last render.
            const result = apiRef.current?.isColumnPinned(field) ?? false;
            setAnswer(`isColumnPinned('${field}') returned ${JSON.stringify(result)}`);
          }}
        >
          Ask the grid
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={employees}
          columns={employeeColumns}
          onPinnedColumnsChange={setPinned}
          hideFooter
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
        {headerName}{' '}
        {side ? `is pinned to the ${side === 'left' ? 'start' : 'end'}` : 'is not pinned'}{' '}
        (pinnedColumns: {JSON.stringify(pinned)}).
        {answer ? ` Last answer: ${answer}.` : null}
      </Typography>
    </Box>
  );
}
