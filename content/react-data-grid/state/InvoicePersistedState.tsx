import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridInitialState } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

const STORAGE_KEY = 'mui-x-docs-demo-state-invoices';
// Bump it when the columns change in a way an old saved state should not survive.
const STORAGE_VERSION = 1;

// What the grid starts with when nothing is saved, and what a saved state is laid over.
const defaultState: GridInitialState = {
  pagination: { paginationModel: { pageSize: 10 } },
};
const pageSizeOptions = [10, 25];

/** The saved state, or null when there is none or it cannot be used. */
function readSavedState(): GridInitialState | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (raw === null) {
      return null;
    }
    const saved = JSON.parse(raw) as { version?: unknown; state?: GridInitialState } | null;
    const state = saved?.version === STORAGE_VERSION ? saved.state : undefined;
    // Guard the parts the grid iterates over: anything else would throw while it mounts.
    if (
      typeof state !== 'object' ||
      state === null ||
      (state.sorting?.sortModel !== undefined && !Array.isArray(state.sorting.sortModel)) ||
      (state.filter?.filterModel !== undefined && !Array.isArray(state.filter.filterModel.items))
    ) {
      return null;
    }
    return state;
  } catch {
    // Not JSON, or storage blocked by the browser's privacy settings.
    return null;
  }
}

function writeSavedState(state: GridInitialState | null) {
  try {
    if (state === null) {
      window.localStorage.removeItem(STORAGE_KEY);
    } else {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: STORAGE_VERSION, state }));
    }
  } catch {
    // Full or blocked storage: the layout is simply not remembered.
  }
}

function describe(state: GridInitialState | null) {
  if (state === null) {
    return 'Nothing saved: the grid starts with its defaults.';
  }
  const sort = state.sorting?.sortModel?.[0];
  const hidden = Object.entries(state.columns?.columnVisibilityModel ?? {})
    .filter(([, visible]) => !visible)
    .map(([field]) => field);
  const sortText = sort ? `sorted by ${sort.field} (${sort.sort})` : 'not sorted';
  const hiddenText = hidden.length > 0 ? `hidden: ${hidden.join(', ')}` : 'no hidden columns';
  return `Saved in this browser: ${sortText}, ${hiddenText}.`;
}

interface InvoiceGridProps {
  initialState: GridInitialState;
  onSave: (state: GridInitialState) => void;
}

/**
 * The grid, saving its state shortly after each change and when the page goes away. Memoized:
 * saving re-renders the line above it, and the grid need not render again for that.
 */
const InvoiceGrid = React.memo(function InvoiceGrid({ initialState, onSave }: InvoiceGridProps) {
  const apiRef = useGridApiRef();

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Only the models that were set or changed: untouched ones keep following your defaults.
    const exportState = () => api.exportState({ exportOnlyDirtyModels: true });
    // The state the grid mounted with needs no saving.
    let lastSaved = JSON.stringify(exportState());
    const save = () => {
      clearTimeout(timer);
      const state = exportState();
      const json = JSON.stringify(state);
      if (json !== lastSaved) {
        lastSaved = json;
        onSave(state);
      }
    };
    // stateChange also fires while scrolling: wait until the changes settle.
    const unsubscribe = api.subscribeEvent('stateChange', () => {
      clearTimeout(timer);
      timer = setTimeout(save, 400);
    });
    // A reload or a closed tab right after a change still saves it.
    window.addEventListener('pagehide', save);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', save);
      clearTimeout(timer);
    };
  }, [apiRef, onSave]);

  return (
    <DataGrid
      apiRef={apiRef}
      rows={invoices}
      columns={invoiceColumns}
      initialState={initialState}
      pageSizeOptions={pageSizeOptions}
    />
  );
});

export default function InvoicePersistedState() {
  // Read once, before the first render of the grid: initialState is only read when it mounts.
  const [saved, setSaved] = React.useState(readSavedState);
  // What the mounted grid started from; it changes only when a new grid mounts.
  const [startState, setStartState] = React.useState<GridInitialState>(() => ({
    ...defaultState,
    ...saved,
  }));
  // A new key mounts a new grid, which reads its initial state again.
  const [gridKey, setGridKey] = React.useState(0);

  const handleSave = React.useCallback((state: GridInitialState) => {
    writeSavedState(state);
    setSaved(state);
  }, []);

  const reset = () => {
    writeSavedState(null);
    setSaved(null);
    setStartState(defaultState);
    setGridKey((key) => key + 1);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Typography variant="body2" role="status" sx={{ flex: 1, minWidth: 200 }}>
          {describe(saved)}
        </Typography>
        <Button size="small" variant="outlined" onClick={reset}>
          Reset the layout
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <InvoiceGrid key={gridKey} initialState={startState} onSave={handleSave} />
      </Box>
    </Box>
  );
}
