import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const ligatures = ['home', 'search', 'settings', 'favorite'];

function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center', minWidth: 72 }}>
      {children}
      <Typography variant="caption">{label}</Typography>
    </Stack>
  );
}

/**
 * Diagnostics: Material UI's `<Icon>` draws a ligature of the Material Icons font (the word is its
 * name), in the default class and the two-tone one, at the default and a larger size. Without the
 * icon fonts' stylesheet each would show its word.
 */
export default function IconFontDemo() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {ligatures.map((name) => (
        <Labelled key={name} label={name}>
          <Icon>{name}</Icon>
        </Labelled>
      ))}
      <Labelled label="home (two tone)">
        <Icon baseClassName="material-icons-two-tone">home</Icon>
      </Labelled>
      <Labelled label="star (large)">
        <Icon color="primary" fontSize="large">
          star
        </Icon>
      </Labelled>
    </Stack>
  );
}
