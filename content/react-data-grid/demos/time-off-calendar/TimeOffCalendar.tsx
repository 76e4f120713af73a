import * as React from 'react';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridColumnGroupingModel,
  type GridPinnedRowsProp,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid-pro';

// ---- Kinds of leave, and the month on show: March 2026, for a mobile app team in Dublin ----

type Kind = 'vacation' | 'sick' | 'training' | 'personal';

const KINDS: Record<Kind, { label: string; letter: string; color: ChipProps['color'] }> = {
  vacation: { label: 'Vacation', letter: 'V', color: 'primary' },
  sick: { label: 'Sick leave', letter: 'S', color: 'error' },
  training: { label: 'Training', letter: 'T', color: 'secondary' },
  personal: { label: 'Personal day', letter: 'P', color: 'warning' },
};
const kindList = Object.keys(KINDS) as Kind[];

const YEAR = 2026;
const MONTH = 3; // March, counted from 1
const MONTH_NAME = 'March';
const FIRST_WEEK = 9; // the ISO week of 1 March 2026, a Sunday
const HOLIDAYS: Record<string, string> = { '2026-03-17': "St Patrick's Day" };
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface CalendarDay {
  date: string; // '2026-03-09', also the field of the day's column
  day: number;
  weekday: string;
  week: number; // ISO week number
  working: boolean; // false on weekends and public holidays
}

// Built in UTC from fixed dates: the same on the server and in every time zone.
const days: CalendarDay[] = [];
const monthLength = new Date(Date.UTC(YEAR, MONTH, 0)).getUTCDate(); // day 0 of the next month
for (let day = 1, week = FIRST_WEEK; day <= monthLength; day += 1) {
  const weekdayIndex = new Date(Date.UTC(YEAR, MONTH - 1, day)).getUTCDay();
  if (weekdayIndex === 1 && day > 1) week += 1; // a new ISO week starts every Monday
  const date = `${YEAR}-${String(MONTH).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const working = weekdayIndex !== 0 && weekdayIndex !== 6 && !HOLIDAYS[date];
  days.push({ date, day, weekday: WEEKDAYS[weekdayIndex], week, working });
}
const longDate = (d: CalendarDay) => `${d.weekday} ${d.day} ${MONTH_NAME}`;
const dayTitle = (d: CalendarDay) =>
  HOLIDAYS[d.date] ? `${longDate(d)}: ${HOLIDAYS[d.date]}` : longDate(d);
const holidayList = days
  .filter((d) => HOLIDAYS[d.date])
  .map(dayTitle)
  .join(', ');

// ---- Rows: one per team member, plus a pinned row that counts who is away ----

interface Member {
  id: number;
  name: string;
  role: string;
  days: Partial<Record<string, Kind>>; // only the days off are stored
}
interface AwayRow {
  id: 'away';
  name: string;
  counts: Record<string, number>;
}
type CalendarRow = Member | AwayRow;
const isAwayRow = (row: CalendarRow): row is AwayRow => row.id === 'away';

/** Books ranges of days of the month; weekends and holidays inside a range are skipped. */
function book(...ranges: [Kind, number, number?][]) {
  const booked: Partial<Record<string, Kind>> = {};
  for (const [kind, first, last = first] of ranges) {
    for (const d of days.slice(first - 1, last)) if (d.working) booked[d.date] = kind;
  }
  return booked;
}

const team: Member[] = [
  {
    id: 1,
    name: 'Aoife Byrne',
    role: 'Engineering lead',
    days: book(['training', 4], ['vacation', 23, 27]),
  },
  {
    id: 2,
    name: 'Tomás Ruiz',
    role: 'iOS developer',
    days: book(['sick', 3], ['vacation', 16, 20]),
  },
  { id: 3, name: 'Priya Natarajan', role: 'Android developer', days: book(['vacation', 9, 13]) },
  {
    id: 4,
    name: 'Ciarán Walsh',
    role: 'Backend developer',
    days: book(['personal', 6], ['vacation', 30, 31]),
  },
  {
    id: 5,
    name: 'Mei Lin',
    role: 'Product designer',
    days: book(['training', 10, 11], ['sick', 24]),
  },
  { id: 6, name: 'Jonas Becker', role: 'QA engineer', days: book(['vacation', 12, 13]) },
  {
    id: 7,
    name: 'Sofia Marino',
    role: 'Product manager',
    days: book(['personal', 13], ['vacation', 26, 27]),
  },
  { id: 8, name: 'Daniel Osei', role: 'Data analyst', days: book(['sick', 18, 19]) },
  { id: 9, name: 'Niamh Kelly', role: 'Support engineer', days: book(['vacation', 18, 20]) },
];

function countAway(members: readonly Member[]) {
  const counts: Record<string, number> = {};
  for (const d of days) counts[d.date] = members.filter((member) => member.days[d.date]).length;
  return counts;
}

// ---- Columns ----

/** The edit component of a day: a select that saves as soon as an option is picked. */
function TimeOffSelect({ id, field, value }: GridRenderEditCellParams<CalendarRow, Kind | null>) {
  const apiRef = useGridApiContext();
  const saving = React.useRef(false);
  const day = days.find((d) => d.date === field)!;
  // Enter on an option also reaches the grid, which may have closed the cell already.
  const stopEditing = (ignoreModifications: boolean) => {
    if (apiRef.current.getCellMode(id, field) === 'edit') {
      apiRef.current.stopCellEditMode({ id, field, ignoreModifications });
    }
  };

  const handleChange = async (event: SelectChangeEvent) => {
    saving.current = true;
    const kind = event.target.value === '' ? null : (event.target.value as Kind);
    await apiRef.current.setEditCellValue({ id, field, value: kind }, event);
    stopEditing(false);
  };
  // Closing without a change: Escape cancels, a click outside keeps the value shown.
  const handleClose = (event: React.SyntheticEvent) => {
    if (saving.current) return;
    stopEditing('key' in event && event.key === 'Escape');
  };

  return (
    <Select
      open
      value={value ?? ''}
      onChange={handleChange}
      onClose={handleClose}
      variant="standard"
      disableUnderline
      fullWidth
      displayEmpty
      renderValue={(selected) => (selected ? KINDS[selected as Kind].letter : '–')}
      inputProps={{ 'aria-label': `Time off on ${longDate(day)}` }}
      sx={{ height: 1, '& .MuiSelect-select': { textAlign: 'center', pl: 1 } }}
    >
      <MenuItem value="">Working (no time off)</MenuItem>
      {kindList.map((kind) => (
        <MenuItem key={kind} value={kind}>
          <Chip size="small" color={KINDS[kind].color} label={KINDS[kind].letter} sx={{ mr: 1 }} />
          {KINDS[kind].label}
        </MenuItem>
      ))}
    </Select>
  );
}

const dayColumns = days.map(
  (d): GridColDef<CalendarRow, Kind | number | null> => ({
    field: d.date,
    headerName: `${d.weekday} ${d.day}`,
    description: dayTitle(d),
    type: 'singleSelect',
    valueOptions: kindList.map((kind) => ({ value: kind, label: KINDS[kind].label })),
    width: 46,
    minWidth: 46,
    align: 'center',
    headerAlign: 'center',
    display: 'flex',
    sortable: false,
    resizable: false,
    disableColumnMenu: true,
    editable: d.working,
    valueGetter: (_value, row) =>
      isAwayRow(row) ? row.counts[d.date] : (row.days[d.date] ?? null),
    valueSetter: (value, row) => {
      if (isAwayRow(row)) return row;
      const updated = { ...row.days };
      if (typeof value === 'string') updated[d.date] = value;
      else delete updated[d.date];
      return { ...row, days: updated };
    },
    // A custom header drops the default description tooltip: the Tooltip brings it back,
    // and its title also becomes the header's accessible name.
    renderHeader: () => (
      <Tooltip title={dayTitle(d)}>
        <Box sx={{ lineHeight: 1.2, textAlign: 'center' }}>
          <Box sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>{d.weekday.slice(0, 2)}</Box>
          <Box sx={{ fontWeight: 500 }}>{d.day}</Box>
        </Box>
      </Tooltip>
    ),
    renderCell: ({ value }) => {
      if (typeof value === 'number') return value > 0 ? value : '';
      if (!value) return null;
      const kind = KINDS[value];
      return <Chip size="small" color={kind.color} label={kind.letter} title={kind.label} />;
    },
    renderEditCell: (params) => (
      <TimeOffSelect {...(params as GridRenderEditCellParams<CalendarRow, Kind | null>)} />
    ),
    headerClassName: d.working ? '' : 'non-working',
    cellClassName: ({ value }) =>
      [
        d.working ? '' : 'non-working',
        typeof value === 'number' && value >= 3 ? 'busy-day' : '',
      ].join(' '),
  }),
);

const columns: GridColDef<CalendarRow>[] = [
  {
    field: 'name',
    headerName: 'Team member',
    width: 150,
    renderCell: ({ row }) =>
      isAwayRow(row) ? (
        <strong>{row.name}</strong>
      ) : (
        <Box sx={{ lineHeight: 1.3, py: 0.5, overflow: 'hidden' }}>
          <Box sx={{ fontWeight: 500 }}>{row.name}</Box>
          <Box sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>{row.role}</Box>
        </Box>
      ),
  },
  ...dayColumns,
  {
    field: 'total',
    headerName: 'Total',
    description: `Working days off in ${MONTH_NAME} ${YEAR}`,
    type: 'number',
    width: 72,
    valueGetter: (_value, row) =>
      isAwayRow(row)
        ? Object.values(row.counts).reduce((sum, count) => sum + count, 0)
        : Object.keys(row.days).length,
  },
];

// One header group per ISO week, over the columns of its days.
const columnGroupingModel: GridColumnGroupingModel = [...new Set(days.map((d) => d.week))].map(
  (week) => {
    const inWeek = days.filter((d) => d.week === week);
    const first = inWeek[0];
    const last = inWeek[inWeek.length - 1];
    return {
      groupId: `week-${week}`,
      headerName: inWeek.length > 2 ? `Week ${week}` : `W${week}`,
      description: `Week ${week}: ${first === last ? longDate(first) : `${longDate(first)} to ${longDate(last)}`}`,
      children: inWeek.map((d) => ({ field: d.date })),
    };
  },
);

// ---- The application ----

export default function TimeOffCalendar() {
  const [members, setMembers] = React.useState(team);

  const counts = React.useMemo(() => countAway(members), [members]);
  const pinnedRows = React.useMemo<GridPinnedRowsProp<CalendarRow>>(
    () => ({ bottom: [{ id: 'away', name: 'People away', counts }] }),
    [counts],
  );
  const totalDays = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const busiest = days.reduce((best, d) => (counts[d.date] > counts[best.date] ? d : best));

  // Saves an edited day in the team's state: the pinned counts and the status follow.
  const processRowUpdate = React.useCallback((updated: CalendarRow) => {
    if (!isAwayRow(updated)) {
      setMembers((current) =>
        current.map((member) => (member.id === updated.id ? updated : member)),
      );
    }
    return updated;
  }, []);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack
        component="ul"
        direction="row"
        aria-label="Legend"
        sx={{ flexWrap: 'wrap', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
      >
        {kindList.map((kind) => (
          <Stack
            component="li"
            key={kind}
            direction="row"
            spacing={0.75}
            sx={{ alignItems: 'center' }}
          >
            <Chip size="small" color={KINDS[kind].color} label={KINDS[kind].letter} />
            <Typography variant="body2">{KINDS[kind].label}</Typography>
          </Stack>
        ))}
        <Stack component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 24, height: 24, borderRadius: 1, bgcolor: 'action.selected' }} />
          <Typography variant="body2">Weekend or public holiday ({holidayList})</Typography>
        </Stack>
      </Stack>
      <Typography variant="body2" role="status">
        Booked in {MONTH_NAME}: {totalDays} days off. Busiest day: {longDate(busiest)}, with{' '}
        {counts[busiest.date]} people away.
      </Typography>
      <Box sx={{ width: '100%' }}>
        <DataGridPro<CalendarRow>
          rows={members}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          pinnedRows={pinnedRows}
          initialState={{ pinnedColumns: { left: ['name'], right: ['total'] } }}
          isCellEditable={({ row }) => !isAwayRow(row)}
          processRowUpdate={processRowUpdate}
          rowHeight={48}
          columnHeaderHeight={52}
          columnGroupHeaderHeight={36}
          showCellVerticalBorder
          showColumnVerticalBorder
          disableRowSelectionOnClick
          hideFooter
          autoHeight
          sx={(theme) => ({
            '& .non-working': { bgcolor: 'action.selected' },
            '& .busy-day': {
              color: 'warning.dark',
              fontWeight: 700,
              ...theme.applyStyles('dark', { color: 'warning.light' }),
            },
          })}
        />
      </Box>
    </Stack>
  );
}
