import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { TRACKS, talkColumns, talks, type Talk } from './talks';

/** How many talks each track has, shown next to its checkbox. */
const talksPerTrack = talks.reduce<Record<string, number>>((counts, talk) => {
  counts[talk.track] = (counts[talk.track] ?? 0) + 1;
  return counts;
}, {});

export default function TalkFilterSidePanel() {
  const [tracks, setTracks] = React.useState<Talk['track'][]>(['Accessibility', 'Testing']);
  const [search, setSearch] = React.useState('');

  // The panel's state is the source of truth; the grid receives the model built from it.
  const filterModel: GridFilterModel = React.useMemo(
    () => ({
      items: tracks.length > 0 ? [{ field: 'track', operator: 'isAnyOf', value: tracks }] : [],
      quickFilterValues: search.split(' ').filter((word) => word !== ''),
    }),
    [tracks, search],
  );

  const toggleTrack = (track: Talk['track'], checked: boolean) =>
    setTracks((current) =>
      checked ? [...current, track] : current.filter((item) => item !== track),
    );

  return (
    <Box
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, width: '100%' }}
    >
      <Box
        component="aside"
        aria-label="Programme filters"
        sx={{ width: { sm: 220 }, flexShrink: 0 }}
      >
        <TextField
          label="Search talks"
          size="small"
          fullWidth
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ mb: 2 }}
        />
        <FormControl component="fieldset" variant="standard">
          <FormLabel component="legend">Tracks</FormLabel>
          <FormGroup>
            {TRACKS.map((track) => (
              <FormControlLabel
                key={track}
                control={
                  <Checkbox
                    size="small"
                    checked={tracks.includes(track)}
                    onChange={(event) => toggleTrack(track, event.target.checked)}
                  />
                }
                label={`${track} (${talksPerTrack[track] ?? 0})`}
              />
            ))}
          </FormGroup>
        </FormControl>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, height: 440 }}>
        <DataGrid
          rows={talks}
          columns={talkColumns}
          filterModel={filterModel}
          // The panel is the only filter interface: the grid's own is turned off.
          disableColumnFilter
          hideFooter
        />
      </Box>
    </Box>
  );
}
