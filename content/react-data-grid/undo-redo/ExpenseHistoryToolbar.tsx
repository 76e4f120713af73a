import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  Toolbar,
  gridHistoryCanRedoSelector,
  gridHistoryCanUndoSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';
import { expenseColumns, expenses } from './expenses';

/** A toolbar of labelled buttons: each one is enabled only when it has something to do. */
function HistoryToolbar() {
  const apiRef = useGridApiContext();
  const canUndo = useGridSelector(apiRef, gridHistoryCanUndoSelector);
  const canRedo = useGridSelector(apiRef, gridHistoryCanRedoSelector);

  return (
    <Toolbar>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, width: '100%' }}>
        <Button size="small" disabled={!canUndo} onClick={() => apiRef.current.history.undo()}>
          Undo
        </Button>
        <Button size="small" disabled={!canRedo} onClick={() => apiRef.current.history.redo()}>
          Redo
        </Button>
        <Button
          size="small"
          color="inherit"
          disabled={!canUndo && !canRedo}
          onClick={() => apiRef.current.history.clear()}
        >
          Forget changes
        </Button>
        <Typography variant="body2" role="status" sx={{ ml: 'auto', color: 'text.secondary' }}>
          {canUndo ? 'Changes can be undone' : 'Nothing to undo'}
        </Typography>
      </Box>
    </Toolbar>
  );
}

export default function ExpenseHistoryToolbar() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={expenses}
        columns={expenseColumns}
        slots={{ toolbar: HistoryToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
