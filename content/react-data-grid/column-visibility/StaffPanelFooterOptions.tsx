import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { staff, staffColumns } from './staffDirectory';

export default function StaffPanelFooterOptions() {
  const [disableShowHideToggle, setDisableShowHideToggle] = React.useState(false);
  const [disableResetButton, setDisableResetButton] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row sx={{ mb: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={disableShowHideToggle}
              onChange={(event) => setDisableShowHideToggle(event.target.checked)}
            />
          }
          label="disableShowHideToggle"
        />
        <FormControlLabel
          control={
            <Switch
              checked={disableResetButton}
              onChange={(event) => setDisableResetButton(event.target.checked)}
            />
          }
          label="disableResetButton"
        />
      </FormGroup>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={staff}
          columns={staffColumns}
          showToolbar
          slotProps={{ columnsManagement: { disableShowHideToggle, disableResetButton } }}
        />
      </Box>
    </Box>
  );
}
