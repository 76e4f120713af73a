import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { talkColumns, talks } from './talks';

/** The query parameter that holds the filter, so that it does not clash with others. */
const PARAM = 'talkFilter';
const EMPTY: GridFilterModel = { items: [] };

/** Reads the model from the address bar, falling back to no filter if it is missing or broken. */
function readFilterFromUrl(): GridFilterModel {
  if (typeof window === 'undefined') {
    return EMPTY;
  }
  const raw = new URLSearchParams(window.location.search).get(PARAM);
  if (!raw) {
    return EMPTY;
  }
  try {
    const parsed = JSON.parse(raw) as GridFilterModel;
    return Array.isArray(parsed.items) ? parsed : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** Writes the model into the address bar without adding a history entry. */
function writeFilterToUrl(model: GridFilterModel) {
  const url = new URL(window.location.href);
  const isEmpty = model.items.length === 0 && (model.quickFilterValues ?? []).length === 0;
  if (isEmpty) {
    url.searchParams.delete(PARAM);
  } else {
    // Only what a link needs: the items and the quick filter words.
    url.searchParams.set(
      PARAM,
      JSON.stringify({ items: model.items, quickFilterValues: model.quickFilterValues }),
    );
  }
  window.history.replaceState(window.history.state, '', url);
}

export default function TalkFilterInUrl() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(readFilterFromUrl);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={talks}
          columns={talkColumns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={(model) => {
            setFilterModel(model);
            writeFilterToUrl(model);
          }}
          hideFooter
        />
      </Box>
      <Typography
        variant="body2"
        role="status"
        sx={{ mt: 1, color: 'text.secondary', overflowWrap: 'anywhere' }}
      >
        {filterModel.items.length === 0 && (filterModel.quickFilterValues ?? []).length === 0
          ? 'No filter: the address has no talkFilter parameter.'
          : `The address now ends with ?${PARAM}=${encodeURIComponent(
              JSON.stringify({
                items: filterModel.items,
                quickFilterValues: filterModel.quickFilterValues,
              }),
            )}. Reload the page and the filter comes back.`}
      </Typography>
    </Box>
  );
}
