import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  useGridApiRef,
  type DataGridPremiumProps,
  type GridColDef,
  type GridColumnResizeParams,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { tickets, type Ticket } from './tickets';
import { formatDuration, type DurationUnit } from './ticketColumns';

// One row per agent, one column group per channel, two values in each group.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'agent' }],
  columns: [{ field: 'channel' }],
  values: [
    { field: 'resolutionHours', aggFunc: 'avg' },
    { field: 'satisfaction', aggFunc: 'avg' },
  ],
};
const valueFields = pivotModel.values.map((value) => value.field);

function buildColumns(unit: DurationUnit): GridColDef<Ticket>[] {
  return [
    { field: 'subject', headerName: 'Subject', width: 240 },
    { field: 'agent', headerName: 'Agent' },
    { field: 'channel', headerName: 'Channel' },
    {
      field: 'resolutionHours',
      headerName: `Time (${unit})`,
      type: 'number',
      width: 110,
      valueFormatter: (value: number) => formatDuration(value, unit),
    },
    {
      field: 'satisfaction',
      headerName: 'Rating',
      type: 'number',
      width: 90,
      valueFormatter: (value: number | null) => (value == null ? '' : `${value.toFixed(1)} / 5`),
    },
  ];
}

type GroupingColDefFn = Extract<
  DataGridPremiumProps['groupingColDef'],
  (...args: never[]) => unknown
>;

/** A pivot column is known by its column group path and its value field. */
const pivotKey = (groupPath: string[], valueField: string) =>
  JSON.stringify([...groupPath, valueField]);

export default function TicketPivotWidths() {
  const apiRef = useGridApiRef();
  const [unit, setUnit] = React.useState<DurationUnit>('hours');
  // The widths are only read when the grid generates its columns, so refs are enough.
  // The functions below stay the same and always read the latest widths, even when the
  // grid calls a function it kept from an earlier render.
  const pivotWidths = React.useRef<Record<string, number>>({});
  const groupingWidth = React.useRef(170);

  const columns = React.useMemo(() => buildColumns(unit), [unit]);

  const handleWidthChange = React.useCallback(
    ({ colDef, width }: GridColumnResizeParams) => {
      const api = apiRef.current;
      if (!api) {
        return;
      }
      if (colDef.field === GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD) {
        groupingWidth.current = width;
        return;
      }
      // Rebuild the key of a pivot column from the headers of its groups.
      const valueField = valueFields.find((field) => colDef.field.endsWith(field));
      if (!valueField) {
        return;
      }
      const groups = api.getAllGroupDetails();
      const groupPath = api
        .getColumnGroupPath(colDef.field)
        .map((groupId) => groups[groupId]?.headerName ?? groupId);
      pivotWidths.current[pivotKey(groupPath, valueField)] = width;
    },
    [apiRef],
  );

  // Called for every pivot column the grid generates.
  const pivotingColDef = React.useCallback((valueField: string, columnGroupPath: string[]) => {
    const width = pivotWidths.current[pivotKey(columnGroupPath, valueField)];
    return width ? { width } : undefined;
  }, []);

  // The column of the pivot rows (the agents).
  const groupingColDef = React.useCallback<NonNullable<GroupingColDefFn>>(
    () => ({ width: groupingWidth.current }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={unit}
        onChange={(_event, value: DurationUnit | null) => value && setUnit(value)}
        aria-label="Resolution time unit"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="hours">Hours</ToggleButton>
        <ToggleButton value="days">Days</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={tickets}
          columns={columns}
          initialState={{ pivoting: { enabled: true, model: pivotModel } }}
          pivotingColDef={pivotingColDef}
          groupingColDef={groupingColDef}
          onColumnWidthChange={handleWidthChange}
          hideFooter
        />
      </Box>
    </Box>
  );
}
