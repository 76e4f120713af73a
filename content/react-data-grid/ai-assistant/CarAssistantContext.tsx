import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  type GridColDef,
  type PromptResponse,
} from '@mui/x-data-grid-premium';
import { CARS, carColumns, processCarPrompt } from './carPrompts';

// Examples and descriptions go into the context, so a service knows what the values look like.
const columns: GridColDef[] = carColumns.map((column) =>
  column.field === 'model'
    ? { ...column, description: 'Model name, without the make', examples: ['Golf', 'Zoe'] }
    : column,
);

export default function CarAssistantContext() {
  const [sampling, setSampling] = React.useState(false);
  const [context, setContext] = React.useState('Send a prompt to see its context.');

  const onPrompt = React.useCallback(
    (prompt: string, promptContext: string, conversationId?: string): Promise<PromptResponse> => {
      setContext(promptContext);
      return processCarPrompt(prompt, promptContext, conversationId);
    },
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={sampling} onChange={(event) => setSampling(event.target.checked)} />
        }
        label="Allow data sampling"
      />
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          rows={CARS}
          columns={columns}
          aiAssistant
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
          aiAssistantSuggestions={[{ value: 'Sort by mileage' }]}
          allowAiAssistantDataSampling={sampling}
          onPrompt={onPrompt}
          showToolbar
        />
      </Box>
      <Typography variant="subtitle2" component="p">
        Context sent with the last prompt
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, maxHeight: 200, overflow: 'auto', fontSize: 12, whiteSpace: 'pre-wrap' }}
      >
        {context}
      </Box>
    </Stack>
  );
}
