import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

/** Diagnostics: a demo that throws on demand, to show how a crashing demo is contained. */
export default function CrashingDemo() {
  const [crashed, setCrashed] = React.useState(false);
  if (crashed) {
    throw new Error('CrashingDemo threw on purpose to exercise the error boundary.');
  }
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography>This demo works until you press the button.</Typography>
      <Button variant="outlined" color="error" onClick={() => setCrashed(true)}>
        Crash the demo
      </Button>
    </Stack>
  );
}
