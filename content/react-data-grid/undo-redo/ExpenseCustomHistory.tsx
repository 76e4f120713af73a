import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  createCellEditHistoryHandler,
  useGridApiRef,
  type DataGridPremiumProps,
  type GridApiPremium,
  type GridColumnVisibilityModel,
  type GridHistoryEventHandler,
} from '@mui/x-data-grid-premium';
import { expenseColumns, expenses } from './expenses';
import { HistoryToolbar } from './historyToolbar';

type VisibilityChange = { before: GridColumnVisibilityModel; after: GridColumnVisibilityModel };

/**
 * Records each change of the visible columns. The event only gives the new model, so the
 * handler remembers the previous one itself, including after an undo or a redo.
 */
function createColumnVisibilityHandler(
  apiRef: React.RefObject<GridApiPremium | null>,
): GridHistoryEventHandler<VisibilityChange> {
  let current: GridColumnVisibilityModel = {};
  const apply = (model: GridColumnVisibilityModel) => {
    current = model;
    apiRef.current?.setColumnVisibilityModel(model);
  };
  return {
    store: (model: GridColumnVisibilityModel) => {
      const change = { before: current, after: model };
      current = model;
      return change;
    },
    undo: ({ before }) => apply(before),
    redo: ({ after }) => apply(after),
  };
}

export default function ExpenseCustomHistory() {
  const apiRef = useGridApiRef();

  // A stable map: a new object on every render would subscribe the handlers again.
  // The prop is typed as a map of every event, so a partial map needs a cast.
  const historyEventHandlers = React.useMemo(
    () =>
      ({
        cellEditStop: createCellEditHistoryHandler(apiRef as React.RefObject<GridApiPremium>),
        columnVisibilityModelChange: createColumnVisibilityHandler(apiRef),
      }) as DataGridPremiumProps['historyEventHandlers'],
    [apiRef],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={expenses}
        columns={expenseColumns}
        historyEventHandlers={historyEventHandlers}
        slots={{ toolbar: HistoryToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
