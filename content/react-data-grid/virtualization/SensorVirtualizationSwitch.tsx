import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { makeSensorColumns, makeSensors } from './sensorReadings';

// One page of a DataGrid: 100 rows (the largest page size of the MIT plan) and 33 columns.
const sensors = makeSensors(100);
const columns = makeSensorColumns(30);

export default function SensorVirtualizationSwitch() {
  const [disabled, setDisabled] = React.useState(false);
  const wrapperRef = React.useRef<HTMLDivElement>(null);
  const [cells, setCells] = React.useState(0);

  React.useEffect(() => {
    // Let the grid render with the new setting, then count its cells.
    const frame = requestAnimationFrame(() => {
      setCells(wrapperRef.current?.querySelectorAll('[role="gridcell"]').length ?? 0);
    });
    return () => cancelAnimationFrame(frame);
  }, [disabled]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
        }
        label="disableVirtualization"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 360 }} ref={wrapperRef}>
        <DataGrid
          rows={sensors}
          columns={columns}
          disableVirtualization={disabled}
          density="compact"
          aria-label="Daily readings of 100 air-quality sensors"
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        aria-label="Cells in the DOM"
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
        {`Cells in the DOM: ${cells} of ${sensors.length * columns.length}`}
      </Box>
    </Box>
  );
}
