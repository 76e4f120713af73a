import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { talkColumns, talks as programme, type Talk } from './talks';

const LATE_ADDITION: Talk = {
  id: 16,
  title: 'Offline first, again',
  speaker: 'Aroha Ngata',
  country: 'New Zealand',
  track: 'Frontend',
  level: 'Intermediate',
  day: 'Friday',
  durationMin: 30,
};

export default function TalkFilterOptionsFromRows() {
  const [rows, setRows] = React.useState<Talk[]>(programme);

  // The countries come from the rows, sorted, with how many talks each has.
  const columns = React.useMemo<GridColDef<Talk>[]>(() => {
    const counts = new Map<string, number>();
    rows.forEach((talk) => counts.set(talk.country, (counts.get(talk.country) ?? 0) + 1));
    const countryOptions = [...counts.keys()]
      .sort((a, b) => a.localeCompare(b))
      .map((country) => ({ value: country, label: `${country} (${counts.get(country)})` }));

    return [
      ...talkColumns.filter((column) => column.field !== 'level' && column.field !== 'day'),
      {
        field: 'country',
        headerName: 'Country',
        type: 'singleSelect',
        valueOptions: countryOptions,
        width: 130,
        // Cells show the country alone; the counts are for the filter's list.
        valueFormatter: (value: string) => value,
      },
    ];
  }, [rows]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        disabled={rows.length > programme.length}
        onClick={() => setRows((current) => [...current, LATE_ADDITION])}
        sx={{ mb: 1 }}
      >
        Add a talk from New Zealand
      </Button>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          initialState={{
            filter: {
              filterModel: { items: [{ field: 'country', operator: 'is', value: 'Portugal' }] },
            },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
