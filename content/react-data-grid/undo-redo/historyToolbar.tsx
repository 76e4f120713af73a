import Tooltip from '@mui/material/Tooltip';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  Toolbar,
  ToolbarButton,
  gridHistoryCanRedoSelector,
  gridHistoryCanUndoSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';

/**
 * Undo, Redo and the columns panel, as icon buttons that carry their own accessible names.
 * Pass it as `slots={{ toolbar: HistoryToolbar }}` with `showToolbar`.
 */
export function HistoryToolbar() {
  const apiRef = useGridApiContext();
  const canUndo = useGridSelector(apiRef, gridHistoryCanUndoSelector);
  const canRedo = useGridSelector(apiRef, gridHistoryCanRedoSelector);

  return (
    <Toolbar>
      <Tooltip title="Undo (Ctrl+Z)">
        {/* The span keeps the tooltip working while the button is disabled. */}
        <span>
          <ToolbarButton
            aria-label="Undo"
            disabled={!canUndo}
            onClick={() => apiRef.current.history.undo()}
          >
            <UndoIcon fontSize="small" />
          </ToolbarButton>
        </span>
      </Tooltip>
      <Tooltip title="Redo (Ctrl+Y)">
        <span>
          <ToolbarButton
            aria-label="Redo"
            disabled={!canRedo}
            onClick={() => apiRef.current.history.redo()}
          >
            <RedoIcon fontSize="small" />
          </ToolbarButton>
        </span>
      </Tooltip>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Columns" />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}
