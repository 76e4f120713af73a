import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { useTranslate } from '../page/PageContext';
import { IslandTheme } from '../theme/IslandTheme';
import { useColorMode } from '../theme/colorMode';
import {
  useChangeTheme,
  useThemePreferences,
  useThemePreferencesDispatch,
} from '../theme/ThemePreferencesProvider';
import { CODE_STYLINGS, CODE_VARIANTS, useCodeStyling, useCodeVariant } from './codePreferences';
import { ColorSettings } from './ColorSettings';

interface ChoiceProps<T extends string> {
  id: string;
  title: string;
  value: T;
  options: readonly { value: T; label: string; action: string }[];
  onChange: (value: T) => void;
}

/** One labelled group of exclusive toggle buttons. */
function Choice<T extends string>({ id, title, value, options, onChange }: ChoiceProps<T>) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography
        id={id}
        component="h3"
        variant="caption"
        sx={{
          display: 'block',
          fontWeight: 700,
          textTransform: 'uppercase',
          letterSpacing: '.08rem',
          mb: 1,
        }}
      >
        {title}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        aria-labelledby={id}
        value={value}
        onChange={(_event, next: T | null) => {
          // Clicking the selected option again gives null: keep the current choice.
          if (next) onChange(next);
        }}
      >
        {options.map((option) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            data-ga-event-category="settings"
            data-ga-event-action={option.action}
            sx={{ textTransform: 'none' }}
          >
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

function SectionTitle({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <Typography
      id={id}
      component="h3"
      variant="caption"
      sx={{
        display: 'block',
        fontWeight: 700,
        textTransform: 'uppercase',
        letterSpacing: '.08rem',
        mb: 1,
      }}
    >
      {children}
    </Typography>
  );
}

/** Density: dense switch, spacing − value +, reset. */
function DensitySettings() {
  const t = useTranslate();
  const { dense, spacing } = useThemePreferences();
  const dispatch = useThemePreferencesDispatch();
  return (
    <Box component="section" aria-labelledby="settings-density" sx={{ mb: 3 }}>
      <SectionTitle id="settings-density">{t('settings.density')}</SectionTitle>
      <FormControlLabel
        control={
          <Switch
            checked={dense}
            onChange={(event) => dispatch({ type: 'SET_DENSE', payload: event.target.checked })}
          />
        }
        label={t('settings.dense')}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1 }}>
        <Button
          variant="outlined"
          size="small"
          aria-label={t('settings.decreaseSpacing')}
          disabled={spacing <= 0}
          onClick={() => dispatch({ type: 'DECREASE_SPACING' })}
        >
          −
        </Button>
        <Typography
          component="output"
          aria-live="polite"
          sx={{ minWidth: 120, textAlign: 'center' }}
        >
          {t('settings.spacingUnit')}: {spacing}px
        </Typography>
        <Button
          variant="outlined"
          size="small"
          aria-label={t('settings.increaseSpacing')}
          onClick={() => dispatch({ type: 'INCREASE_SPACING' })}
        >
          +
        </Button>
      </Box>
      <Button variant="text" size="small" onClick={() => dispatch({ type: 'RESET_DENSITY' })}>
        {t('settings.resetDensity')}
      </Button>
    </Box>
  );
}

interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The settings drawer: the reader's display and code preferences. Loaded on first open. */
export default function SettingsDrawer(props: SettingsDrawerProps) {
  return (
    <IslandTheme>
      <SettingsDrawerContent {...props} />
    </IslandTheme>
  );
}

function SettingsDrawerContent({ open, onClose }: SettingsDrawerProps) {
  const t = useTranslate();
  const { mode, setMode } = useColorMode();
  const { direction } = useThemePreferences();
  const changeTheme = useChangeTheme();
  const [codeVariant, setCodeVariant] = useCodeVariant();
  const [codeStyling, setCodeStyling] = useCodeStyling();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: 310, sm: 360 }, borderRadius: '10px 0 0 10px' },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'settings-title',
        } as object,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1,
        }}
      >
        <Typography
          id="settings-title"
          component="h2"
          variant="h6"
          sx={{ fontWeight: 600, fontSize: '1rem' }}
        >
          {t('settings.settings')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('settings.close')} edge="end">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              fill="currentColor"
              d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
            />
          </svg>
        </IconButton>
      </Box>
      <Box sx={{ px: 2, pb: 3 }}>
        <Choice
          id="settings-mode"
          title={t('settings.mode')}
          value={mode}
          onChange={setMode}
          options={(['light', 'system', 'dark'] as const).map((value) => ({
            value,
            label: t(`settings.${value}`),
            action: value,
          }))}
        />
        <Choice
          id="settings-direction"
          title={t('settings.direction')}
          value={direction}
          onChange={(value) => changeTheme({ direction: value })}
          options={(['ltr', 'rtl'] as const).map((value) => ({
            value,
            label: t(`settings.${value}`),
            action: value,
          }))}
        />
        <DensitySettings />
        <Box component="section" aria-labelledby="settings-color" sx={{ mb: 3 }}>
          <SectionTitle id="settings-color">{t('settings.color')}</SectionTitle>
          <ColorSettings />
        </Box>
        <Choice
          id="settings-code-language"
          title={t('settings.codeLanguage')}
          value={codeVariant}
          onChange={setCodeVariant}
          options={CODE_VARIANTS.map((value) => ({
            value,
            label: t(`settings.codeVariant.${value}`),
            action: `code-${value.toLowerCase()}`,
          }))}
        />
        <Choice
          id="settings-code-styling"
          title={t('settings.codeStyling')}
          value={codeStyling}
          onChange={setCodeStyling}
          options={CODE_STYLINGS.map((value) => ({
            value,
            label: t(`settings.codeStylingOption.${value}`),
            action: `styling-${value.toLowerCase().replace(' ', '-')}`,
          }))}
        />
      </Box>
    </Drawer>
  );
}
