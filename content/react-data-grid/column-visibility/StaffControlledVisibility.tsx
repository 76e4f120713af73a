import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { staff, staffColumns } from './staffDirectory';

// Two views a receptionist and an HR officer would switch between.
const RECEPTION_VIEW: GridColumnVisibilityModel = {
  employeeId: false,
  startDate: false,
  salary: false,
  remote: false,
  emergencyPhone: false,
};

const PAYROLL_VIEW: GridColumnVisibilityModel = {
  email: false,
  workPhone: false,
  mobilePhone: false,
  emergencyPhone: false,
  office: false,
};

export default function StaffControlledVisibility() {
  const [visibilityModel, setVisibilityModel] =
    React.useState<GridColumnVisibilityModel>(RECEPTION_VIEW);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setVisibilityModel(RECEPTION_VIEW)}
          >
            Reception view
          </Button>
          <Button size="small" variant="outlined" onClick={() => setVisibilityModel(PAYROLL_VIEW)}>
            Payroll view
          </Button>
          <Button size="small" variant="outlined" onClick={() => setVisibilityModel({})}>
            Show all
          </Button>
        </Stack>
        <Box sx={{ height: 400 }}>
          <DataGrid
            rows={staff}
            columns={staffColumns}
            columnVisibilityModel={visibilityModel}
            onColumnVisibilityModelChange={(model) => setVisibilityModel(model)}
          />
        </Box>
      </Box>
      <Box
        component="section"
        aria-labelledby="staff-visibility-model-title"
        sx={{ width: { md: 240 } }}
      >
        <Typography id="staff-visibility-model-title" variant="subtitle2" component="p">
          columnVisibilityModel
        </Typography>
        <Box
          component="pre"
          dir="ltr"
          data-testid="visibility-model"
          sx={{
            m: 0,
            mt: 1,
            p: 1.5,
            fontSize: 13,
            borderRadius: 1,
            bgcolor: 'action.hover',
            overflowX: 'auto',
          }}
        >
          {JSON.stringify(visibilityModel, null, 2)}
        </Box>
      </Box>
    </Stack>
  );
}
