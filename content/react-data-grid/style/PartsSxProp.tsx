import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { bikeParts, partColumns } from './bikeParts';

export default function PartsSxProp() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={bikeParts}
        columns={partColumns}
        hideFooter
        // The callback form receives the theme: colours follow the palette, in light and dark mode.
        sx={(theme) => ({
          // Properties of the root element, the box around everything.
          borderWidth: 2,
          borderColor: 'primary.main',
          borderRadius: 3,
          boxShadow: theme.shadows[2],
          // Nested selectors reach the parts inside it, by their class names.
          '& .MuiDataGrid-columnHeaderTitle': {
            fontWeight: 700,
            textTransform: 'uppercase',
            letterSpacing: '0.04em',
            fontSize: theme.typography.caption.fontSize,
          },
          '& .MuiDataGrid-columnHeader': {
            color: 'primary.dark',
            ...theme.applyStyles('dark', { color: 'primary.light' }),
          },
          '& .MuiDataGrid-row:hover': {
            backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, 0.08),
          },
        })}
      />
    </Box>
  );
}
