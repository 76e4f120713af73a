import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridScrollParams } from '@mui/x-data-grid';
import { makeParcels, parcelColumns } from './parcels';

const parcels = makeParcels(60);

function ParcelGrid({
  initialScroll,
  onScrollChange,
  apiRef,
}: {
  initialScroll: GridScrollParams | null;
  onScrollChange: (position: GridScrollParams) => void;
  apiRef: ReturnType<typeof useGridApiRef>;
}) {
  // Report the position while the user scrolls; the grid publishes `scrollPositionChange` for it.
  React.useEffect(
    () => apiRef.current?.subscribeEvent('scrollPositionChange', onScrollChange),
    [apiRef, onScrollChange],
  );

  return (
    <DataGrid
      apiRef={apiRef}
      rows={parcels}
      columns={parcelColumns}
      aria-label="Parcels at the depot"
      // Read once, when the grid mounts.
      initialState={
        initialScroll ? { scroll: { top: initialScroll.top, left: initialScroll.left } } : undefined
      }
      hideFooter
    />
  );
}

export default function ParcelScrollPosition() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState<GridScrollParams>({ top: 0, left: 0 });
  const [saved, setSaved] = React.useState<GridScrollParams | null>(null);
  const [mountCount, setMountCount] = React.useState(0);

  const handleScrollChange = React.useCallback((params: GridScrollParams) => {
    setPosition({ top: Math.round(params.top), left: Math.round(params.left) });
  }, []);

  const scrollBy = (top: number, left: number) => {
    const current = apiRef.current?.getScrollPosition();
    if (current) {
      apiRef.current?.scroll({
        top: Math.max(0, current.top + top),
        left: Math.max(0, Math.abs(current.left) + left),
      });
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.scroll({ top: 0, left: 0 })}
        >
          Back to start
        </Button>
        <Button size="small" variant="outlined" onClick={() => scrollBy(500, 0)}>
          Down 500 px
        </Button>
        <Button size="small" variant="outlined" onClick={() => scrollBy(0, 300)}>
          Across 300 px
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSaved(apiRef.current?.getScrollPosition() ?? null)}
        >
          Save position
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!saved}
          onClick={() => setMountCount((count) => count + 1)}
        >
          Rebuild grid at saved position
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <ParcelGrid
          key={mountCount}
          apiRef={apiRef}
          initialScroll={mountCount > 0 ? saved : null}
          onScrollChange={handleScrollChange}
        />
      </Box>
      <Box
        component="pre"
        aria-label="Scroll position"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {`scrollPositionChange: top ${position.top}, left ${position.left}\nsaved:                ${saved ? `top ${Math.round(saved.top)}, left ${Math.round(saved.left)}` : 'nothing yet'}`}
      </Box>
    </Box>
  );
}
