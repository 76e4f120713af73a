import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Loan {
  id: number;
  title: string;
  borrower: string;
  due: string;
}

const queue: Omit<Loan, 'id'>[] = [
  { title: 'The Overstory', borrower: 'M. Okafor', due: '2026-05-02' },
  { title: 'Middlemarch', borrower: 'L. Haddad', due: '2026-05-04' },
  { title: 'Pachinko', borrower: 'R. Lindqvist', due: '2026-05-05' },
  { title: 'Station Eleven', borrower: 'A. Moreau', due: '2026-05-09' },
  { title: 'The Book Thief', borrower: 'S. Ivanova', due: '2026-05-11' },
  { title: 'Circe', borrower: 'T. Nakamura', due: '2026-05-12' },
  { title: 'Invisible Cities', borrower: 'J. Costa', due: '2026-05-16' },
  { title: 'The Shadow of the Wind', borrower: 'P. Byrne', due: '2026-05-18' },
  { title: 'Giovanni’s Room', borrower: 'K. Mensah', due: '2026-05-19' },
  { title: 'Solaris', borrower: 'E. Novak', due: '2026-05-23' },
];

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'borrower', headerName: 'Borrower', width: 140 },
  { field: 'due', headerName: 'Due back', width: 120 },
];

export default function FlexHeightGrid() {
  const [count, setCount] = React.useState(2);
  const rows = React.useMemo(
    () => queue.slice(0, count).map((loan, index) => ({ id: index + 1, ...loan })),
    [count],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setCount((c) => Math.max(0, c - 1))}
          disabled={count === 0}
        >
          Return a book
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setCount((c) => Math.min(queue.length, c + 1))}
          disabled={count === queue.length}
        >
          Lend a book
        </Button>
        <Typography variant="body2" color="text.secondary">
          {count} {count === 1 ? 'loan' : 'loans'}
        </Typography>
      </Stack>
      {/* A flex column parent: the grid grows with its rows between 200 px and 400 px. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 200, maxHeight: 400 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
