import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import {
  DataGrid,
  gridClasses,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';
import { tickets, type Ticket } from './tickets';

const PREVIEW_LENGTH = 80;

// Rows scrolled out of view are unmounted, so the expanded state lives above the grid,
// not in the cell: a message stays open when you scroll away and back.
const ExpandedContext = React.createContext<{
  expanded: ReadonlySet<number>;
  toggle: (id: number) => void;
}>({ expanded: new Set(), toggle: () => {} });

function ExpandableMessage({ id, value }: GridRenderCellParams<Ticket, string>) {
  const { expanded, toggle } = React.useContext(ExpandedContext);
  const isOpen = expanded.has(id as number);
  const text = value ?? '';
  const isLong = text.length > PREVIEW_LENGTH;

  return (
    <Box sx={{ whiteSpace: 'normal', lineHeight: 1.5 }}>
      {isOpen || !isLong ? text : `${text.slice(0, PREVIEW_LENGTH).trimEnd()}…`}
      {isLong && (
        <Link
          component="button"
          type="button"
          variant="body2"
          sx={{ ml: 0.5, verticalAlign: 'baseline' }}
          aria-expanded={isOpen}
          onClick={(event) => {
            // Keep the click from selecting the row.
            event.stopPropagation();
            toggle(id as number);
          }}
        >
          {isOpen ? 'Show less' : 'Show more'}
        </Link>
      )}
    </Box>
  );
}

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 80 },
  { field: 'subject', headerName: 'Subject', width: 200 },
  {
    field: 'message',
    headerName: 'Message',
    flex: 1,
    minWidth: 260,
    renderCell: (params: GridRenderCellParams<Ticket, string>) => <ExpandableMessage {...params} />,
  },
];

const getRowHeight = () => 'auto' as const;

export default function TicketExpandableMessage() {
  const [expanded, setExpanded] = React.useState<ReadonlySet<number>>(new Set());
  const toggle = React.useCallback((id: number) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const context = React.useMemo(() => ({ expanded, toggle }), [expanded, toggle]);

  return (
    <ExpandedContext.Provider value={context}>
      <Box sx={{ height: 440, width: '100%' }}>
        <DataGrid
          rows={tickets}
          columns={columns}
          getRowHeight={getRowHeight}
          hideFooter
          sx={{ [`& .${gridClasses.cell}`]: { py: 1 } }}
        />
      </Box>
    </ExpandedContext.Provider>
  );
}
