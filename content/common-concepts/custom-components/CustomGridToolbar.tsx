import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  shelf: string;
  copies: number;
}

const books: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    shelf: 'SF-LEG',
    copies: 3,
  },
  { id: 2, title: 'Things Fall Apart', author: 'Chinua Achebe', shelf: 'FIC-ACH', copies: 2 },
  { id: 3, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', shelf: 'FIC-ISH', copies: 4 },
  { id: 4, title: 'Kindred', author: 'Octavia E. Butler', shelf: 'SF-BUT', copies: 1 },
  { id: 5, title: 'Pedro Páramo', author: 'Juan Rulfo', shelf: 'FIC-RUL', copies: 2 },
  {
    id: 6,
    title: 'The Master and Margarita',
    author: 'Mikhail Bulgakov',
    shelf: 'FIC-BUL',
    copies: 3,
  },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', flex: 1, minWidth: 160 },
  { field: 'shelf', headerName: 'Shelf mark', width: 110 },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 90 },
];

// Declared at module level: the grid receives the same component on every render.
function CatalogueToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" sx={{ flex: 1, mx: 0.5 }}>
        Branch library catalogue
      </Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnOutlinedIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'catalogue' }}>
          <FileDownloadOutlinedIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <QuickFilter expanded>
        <QuickFilterControl size="small" placeholder="Search title or author" />
      </QuickFilter>
    </Toolbar>
  );
}

export default function CustomGridToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={columns}
        slots={{ toolbar: CatalogueToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
