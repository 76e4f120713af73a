import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { DataGrid, Toolbar, ToolbarButton, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { ticketColumns, tickets } from './tickets';

interface ViewSettings {
  borders: boolean;
  footer: boolean;
  age: boolean;
}

const settingLabels: Record<keyof ViewSettings, string> = {
  borders: 'Vertical borders',
  footer: 'Footer with row count',
  age: 'Age column',
};

/** The settings live in the demo; the toolbar reads and changes them through this context. */
const ViewSettingsContext = React.createContext<{
  settings: ViewSettings;
  toggle: (key: keyof ViewSettings) => void;
} | null>(null);

function TicketToolbar() {
  const { settings, toggle } = React.useContext(ViewSettingsContext)!;
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const buttonId = React.useId();
  const menuId = React.useId();

  return (
    <Toolbar>
      <Typography sx={{ flex: 1, mx: 0.5, fontWeight: 'medium' }}>Support tickets</Typography>
      <Tooltip title="View settings">
        <ToolbarButton
          id={buttonId}
          aria-label="View settings"
          aria-haspopup="menu"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchor(open ? null : event.currentTarget)}
        >
          <SettingsIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {(Object.keys(settingLabels) as (keyof ViewSettings)[]).map((key) => (
          // The menu stays open, so several settings can be changed in a row.
          <MenuItem
            key={key}
            role="menuitemcheckbox"
            aria-checked={settings[key]}
            onClick={() => toggle(key)}
          >
            {/* A check mark, not colour, shows which settings are on. */}
            <ListItemIcon>{settings[key] && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{settingLabels[key]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Toolbar>
  );
}

export default function TicketViewMenu() {
  const [borders, setBorders] = React.useState(false);
  const [footer, setFooter] = React.useState(true);
  // The visibility model stays in sync with the column menu's Hide column item too.
  const [visibility, setVisibility] = React.useState<GridColumnVisibilityModel>({});
  const context = React.useMemo(
    () => ({
      settings: { borders, footer, age: visibility.age !== false },
      toggle: (key: keyof ViewSettings) => {
        if (key === 'borders') setBorders((on) => !on);
        if (key === 'footer') setFooter((on) => !on);
        if (key === 'age') setVisibility((model) => ({ ...model, age: model.age === false }));
      },
    }),
    [borders, footer, visibility],
  );

  return (
    <ViewSettingsContext.Provider value={context}>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={tickets}
          columns={ticketColumns}
          label="Support tickets"
          slots={{ toolbar: TicketToolbar }}
          showToolbar
          showColumnVerticalBorder={borders}
          showCellVerticalBorder={borders}
          hideFooter={!footer}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
        />
      </Box>
    </ViewSettingsContext.Provider>
  );
}
