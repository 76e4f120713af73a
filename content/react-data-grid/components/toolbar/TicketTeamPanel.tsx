import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { ticketColumns, tickets } from './tickets';

const teams = ['Billing', 'Accounts', 'Technical'];

function TicketToolbar() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const teamItem = filterModel.items.find((item) => item.field === 'team');
  const chosen: string[] = Array.isArray(teamItem?.value) ? teamItem.value : [];

  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const panelId = React.useId();
  const titleId = React.useId();

  const toggle = (team: string) => {
    const next = chosen.includes(team) ? chosen.filter((t) => t !== team) : [...chosen, team];
    // One filter item on the Team column, replaced on each change.
    apiRef.current.setFilterModel({
      ...filterModel,
      items: next.length ? [{ id: 'team', field: 'team', operator: 'isAnyOf', value: next }] : [],
    });
  };

  return (
    <Toolbar>
      <Typography sx={{ flex: 1, mx: 0.5, fontWeight: 'medium' }}>Support tickets</Typography>
      <Tooltip title="Teams">
        <ToolbarButton
          aria-label={chosen.length ? `Teams, ${chosen.length} chosen` : 'Teams'}
          aria-haspopup="dialog"
          aria-controls={open ? panelId : undefined}
          aria-expanded={open ? 'true' : undefined}
          color={chosen.length ? 'primary' : 'default'}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={chosen.length} color="primary">
            <GroupsIcon fontSize="small" />
          </Badge>
        </ToolbarButton>
      </Tooltip>
      <Popover
        id={panelId}
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2, width: 240 } },
        }}
      >
        <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          Show tickets of
        </Typography>
        <FormGroup>
          {teams.map((team) => (
            <FormControlLabel
              key={team}
              control={<Checkbox checked={chosen.includes(team)} onChange={() => toggle(team)} />}
              label={team}
            />
          ))}
        </FormGroup>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
          <Button
            size="small"
            disabled={!chosen.length}
            onClick={() => apiRef.current.setFilterModel({ ...filterModel, items: [] })}
          >
            All teams
          </Button>
          <Button size="small" variant="contained" onClick={() => setAnchor(null)}>
            Done
          </Button>
        </Box>
      </Popover>
    </Toolbar>
  );
}

export default function TicketTeamPanel() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={tickets}
        columns={ticketColumns}
        label="Support tickets"
        slots={{ toolbar: TicketToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
