import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  gridClasses,
  type GridColDef,
  type GridRowSpacingParams,
} from '@mui/x-data-grid';
import { tickets, type Ticket } from './tickets';

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 80 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'priority', headerName: 'Priority', width: 90 },
];

// 6 px between rows, split over the two neighbours; none above the first or below the last.
const getRowSpacing = ({ isFirstVisible, isLastVisible }: GridRowSpacingParams) => ({
  top: isFirstVisible ? 0 : 3,
  bottom: isLastVisible ? 0 : 3,
});

export default function TicketRowSpacing() {
  const [spacingType, setSpacingType] = React.useState<'margin' | 'border'>('margin');
  const labelId = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography id={labelId} variant="body2">
          rowSpacingType
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={spacingType}
          onChange={(_event, value: 'margin' | 'border' | null) => value && setSpacingType(value)}
          aria-labelledby={labelId}
        >
          <ToggleButton value="margin">margin</ToggleButton>
          <ToggleButton value="border">border</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 460 }}>
        <DataGrid
          rows={tickets}
          columns={columns}
          getRowSpacing={getRowSpacing}
          rowSpacingType={spacingType}
          hideFooter
          sx={(theme) => ({
            // Margins let the grid's background show between the rows, so give rows their own.
            [`& .${gridClasses.row}`]: { backgroundColor: theme.palette.background.paper },
            [`& .${gridClasses.virtualScrollerContent}`]: {
              backgroundColor: theme.palette.action.hover,
            },
            // With borders, the spacing is part of the row: colour and style it here.
            ...(spacingType === 'border' && {
              [`& .${gridClasses.row}`]: {
                backgroundColor: theme.palette.background.paper,
                borderTopStyle: 'solid',
                borderBottomStyle: 'solid',
                borderColor: theme.palette.primary.main,
              },
            }),
          })}
        />
      </Box>
    </Box>
  );
}
