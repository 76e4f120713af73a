import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import * as React from 'react';
import { useTranslate } from '../page/PageContext';
import {
  useThemePreferences,
  useThemePreferencesDispatch,
} from '../theme/ThemePreferencesProvider';
import { parseColorInput } from './colorInput';

const ENTRIES = ['primary', 'secondary'] as const;

/** Primary and secondary colour inputs: a valid hex colour recolours the site, anything else is refused. */
export function ColorSettings() {
  const t = useTranslate();
  const { paletteColors } = useThemePreferences();
  const dispatch = useThemePreferencesDispatch();
  const [drafts, setDrafts] = React.useState<Record<(typeof ENTRIES)[number], string>>({
    primary: paletteColors.primary?.main ?? '',
    secondary: paletteColors.secondary?.main ?? '',
  });
  const [errors, setErrors] = React.useState<Partial<Record<(typeof ENTRIES)[number], boolean>>>(
    {},
  );

  const apply = (entry: (typeof ENTRIES)[number]) => {
    if (drafts[entry].trim() === '') return;
    const result = parseColorInput(drafts[entry]);
    setErrors((previous) => ({ ...previous, [entry]: !result.ok }));
    if (result.ok)
      dispatch({
        type: 'CHANGE',
        payload: { paletteColors: { ...paletteColors, [entry]: { main: result.color } } },
      });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        ENTRIES.forEach(apply);
      }}
    >
      {ENTRIES.map((entry) => (
        <TextField
          key={entry}
          fullWidth
          size="small"
          margin="dense"
          label={t(`settings.${entry}Color`)}
          placeholder="#1976d2"
          value={drafts[entry]}
          error={Boolean(errors[entry])}
          helperText={errors[entry] ? t('settings.invalidColor') : ' '}
          onChange={(event) =>
            setDrafts((previous) => ({ ...previous, [entry]: event.target.value }))
          }
          onBlur={() => apply(entry)}
          onKeyDown={(event) => {
            // Two fields and no submit button: browsers do not submit on Enter, so apply here.
            if (event.key === 'Enter') {
              event.preventDefault();
              apply(entry);
            }
          }}
          slotProps={{
            htmlInput: {
              spellCheck: false,
              'data-ga-event-category': 'settings',
              'data-ga-event-action': 'colors',
            },
          }}
        />
      ))}
      <Button
        type="button"
        variant="outlined"
        fullWidth
        onClick={() => {
          dispatch({ type: 'RESET_COLORS' });
          setDrafts({ primary: '', secondary: '' });
          setErrors({});
        }}
      >
        {t('settings.resetColors')}
      </Button>
    </form>
  );
}
