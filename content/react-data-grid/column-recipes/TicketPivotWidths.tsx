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

/** A pivot column is known by its column group path and its value field. */
const pivotKey = (groupPath: string[], valueField: string) => JSON.stringify([...groupPath, valueField]);

export default function TicketPivotWidths() {
  const apiRef = useGridApiRef();
  const [unit, setUnit] = React.useState<DurationUnit>('hours');
  const [pivotWidths, setPivotWidths] = React.useState<Record<string, number>>({});
  const [groupingWidth, setGroupingWidth] = React.useState<number | undefined>();

  const columns = React.useMemo(() => buildColumns(unit), [unit]);

  const handleWidthChange = React.useCallback(
    ({ colDef, width }: GridColumnResizeParams) => {
      const api = apiRef.current;
      if (!api) {
        return;
      }
      if (colDef.field === GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD) {
        setGroupingWidth(width);
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
      setPivotWidths((previous) => ({ ...previous, [pivotKey(groupPath, valueField)]: width }));
    },
    [apiRef],
  );

  // Called for every pivot column the grid generates.
  const pivotingColDef = React.useCallback(
    (valueField: string, columnGroupPath: string[]) => {
      const width = pivotWidths[pivotKey(columnGroupPath, valueField)];
      return width ? { width } : undefined;
    },
    [pivotWidths],
  );

  const groupingColDef = React.useMemo<DataGridPremiumProps['groupingColDef']>(
    () => (groupingWidth ? { width: groupingWidth } : { width: 170 }),
    [groupingWidth],
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
