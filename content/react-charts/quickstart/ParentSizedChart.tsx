import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import * as React from 'react';

// Pastries sold by a café bakery counter before noon.
const pastries = ['Croissant', 'Cardamom bun', 'Scone', 'Danish', 'Muffin'];
const sold = [64, 41, 27, 33, 19];

const widths = { narrow: 320, medium: 480, full: '100%' } as const;
type WidthKey = keyof typeof widths;

export default function ParentSizedChart() {
  const [size, setSize] = React.useState<WidthKey>('medium');

  return (
    <Stack spacing={2} sx={{ minHeight: 300 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={size}
          onChange={(_event, next: WidthKey | null) => next && setSize(next)}
          aria-label="Container width"
        >
          <ToggleButton value="narrow">Narrow</ToggleButton>
          <ToggleButton value="medium">Medium</ToggleButton>
          <ToggleButton value="full">Full width</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary">
          Container: {typeof widths[size] === 'number' ? `${widths[size]} px` : '100%'} × 220 px
        </Typography>
      </Stack>
      {/* The chart has no width or height prop: it fills this box. */}
      <Box
        sx={{
          width: widths[size],
          maxWidth: '100%',
          height: 220,
          border: 1,
          borderColor: 'divider',
        }}
      >
        <BarChart
          xAxis={[{ scaleType: 'band', data: pastries }]}
          series={[{ data: sold, label: 'Sold before noon' }]}
          hideLegend
        />
      </Box>
    </Stack>
  );
}
