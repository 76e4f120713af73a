import GlobalStyles from '@mui/material/GlobalStyles';
import * as React from 'react';
import { APP_BAR_HEIGHT } from './docsTheme';

/** Site-wide rules the shell relies on: anchor offsets, focus rings, the visually-hidden class. */
export function GlobalDocsStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        html: { scrollPaddingTop: APP_BAR_HEIGHT + 16 },
        ':focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
        '.visually-hidden': {
          position: 'absolute',
          width: 1,
          height: 1,
          margin: -1,
          padding: 0,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
          border: 0,
        },
      })}
    />
  );
}
