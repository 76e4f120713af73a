import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridFilteredSortedRowEntriesSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { formatPrice, hotelColumns, hotels, type Hotel } from './hotels';

/** A footer that summarises the rows left after filtering. */
function MatchingHotelsFooter() {
  const apiRef = useGridApiContext();
  // Both selectors re-render the footer when the filtered rows or the row count change.
  const matching = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const total = useGridSelector(apiRef, gridRowCountSelector);
  const average =
    matching.length > 0
      ? matching.reduce((sum, entry) => sum + (entry.model as Hotel).pricePerNight, 0) /
        matching.length
      : null;

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2" role="status">
        {`${matching.length} of ${total} places match`}
        {average === null ? '' : ` · average ${formatPrice(Math.round(average))} a night`}
      </Typography>
    </GridFooterContainer>
  );
}

export default function HotelFilterSelectors() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={hotels}
        columns={hotelColumns}
        showToolbar
        slots={{ footer: MatchingHotelsFooter }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'breakfast', operator: 'is', value: true }] } },
        }}
      />
    </Box>
  );
}
