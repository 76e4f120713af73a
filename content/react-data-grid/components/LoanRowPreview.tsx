import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridRowId } from '@mui/x-data-grid';
import { loanColumns, loans } from './libraryLoans';

const loansById = new Map<GridRowId, (typeof loans)[number]>(loans.map((loan) => [loan.id, loan]));

export default function LoanRowPreview() {
  const [activeId, setActiveId] = React.useState<GridRowId | null>(null);

  // Every row element carries its id in `data-id`; read it from the event's target row.
  const slotProps = React.useMemo(() => {
    const activate = (event: React.SyntheticEvent<HTMLDivElement>) => {
      const id = event.currentTarget.dataset.id;
      const loan = loans.find((item) => String(item.id) === id);
      setActiveId(loan ? loan.id : null);
    };
    return {
      row: {
        onMouseEnter: activate,
        // Focus moves to a cell inside the row; React's onFocus bubbles up to the row.
        onFocus: activate,
      },
    };
  }, []);

  const loan = activeId === null ? undefined : loansById.get(activeId);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={loans}
          columns={loanColumns}
          slotProps={slotProps}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, minHeight: 40 }}>
        {loan
          ? `${loan.title} by ${loan.author}: lent to ${loan.borrower} at ${loan.branch}, renewed ${loan.renewals} time${loan.renewals === 1 ? '' : 's'}, ${loan.status.toLowerCase()}.`
          : 'Point at a row or move the keyboard focus into it to see the loan here.'}
      </Typography>
    </Box>
  );
}
