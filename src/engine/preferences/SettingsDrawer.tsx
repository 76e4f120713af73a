import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import * as React from 'react';
import { useTranslate } from '../layout/PageContext';

type Mode = 'light' | 'system' | 'dark';
const MODES: readonly Mode[] = ['light', 'system', 'dark'];

/** The settings drawer: the reader's display preferences. Loaded on first open. */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const { mode, setMode } = useColorScheme();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: { xs: 310, sm: 360 }, borderRadius: '10px 0 0 10px' }, role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'settings-title' } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography id="settings-title" component="h2" variant="h6" sx={{ fontWeight: 600, fontSize: '1rem' }}>
          {t('settings.settings')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('settings.close')} edge="end">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path fill="currentColor" d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
          </svg>
        </IconButton>
      </Box>
      <Box sx={{ px: 2, pb: 3 }}>
        <Typography id="settings-mode" component="h3" variant="caption" sx={{ display: 'block', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '.08rem', mb: 1 }}>
          {t('settings.mode')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          aria-labelledby="settings-mode"
          value={mode ?? 'system'}
          onChange={(_event, value: Mode | null) => {
            if (value) setMode(value);
          }}
        >
          {MODES.map((value) => (
            <ToggleButton key={value} value={value} data-ga-event-category="settings" data-ga-event-action={value}>
              {t(`settings.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
    </Drawer>
  );
}
