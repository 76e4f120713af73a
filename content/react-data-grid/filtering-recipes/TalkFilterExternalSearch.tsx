import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { talkColumns, talks } from './talks';

const SUGGESTIONS = ['testing', 'portugal', 'advanced'];

export default function TalkFilterExternalSearch() {
  const apiRef = useGridApiRef();
  const [text, setText] = React.useState('');

  const search = (value: string) => {
    setText(value);
    // Same splitting as the grid's own search box: one value per word.
    apiRef.current?.setQuickFilterValues(value.split(' ').filter((word) => word !== ''));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        type="search"
        label="Find a talk, a speaker or a country"
        size="small"
        fullWidth
        value={text}
        onChange={(event) => search(event.target.value)}
        sx={{ mb: 1 }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        {SUGGESTIONS.map((word) => (
          <Chip key={word} label={word} variant="outlined" onClick={() => search(word)} />
        ))}
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={talks}
          columns={[
            ...talkColumns,
            // Not shown, but searched: see quickFilterExcludeHiddenColumns below.
            { field: 'country', headerName: 'Country', width: 110 },
          ]}
          initialState={{
            columns: { columnVisibilityModel: { country: false } },
            filter: { filterModel: { items: [], quickFilterExcludeHiddenColumns: false } },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
