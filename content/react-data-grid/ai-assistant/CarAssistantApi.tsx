import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridAiAssistantPanel, useGridApiRef } from '@mui/x-data-grid-premium';
import { CARS, carColumns, processCarPrompt } from './carPrompts';

const PROMPTS = ['Sort by price descending', 'Only hybrid cars under 17000', 'Reset'];

export default function CarAssistantApi() {
  const apiRef = useGridApiRef();
  const [result, setResult] = React.useState('No prompt yet.');

  const run = async (prompt: string) => {
    setResult(`Processing "${prompt}"…`);
    // Goes through onPrompt, applies the response and adds the prompt to the conversation.
    const response = await apiRef.current?.aiAssistant.processPrompt(prompt);
    setResult(
      response instanceof Error
        ? `Error: ${response.message}`
        : JSON.stringify({ sorting: response?.sorting, filters: response?.filters }),
    );
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {PROMPTS.map((prompt) => (
          <Button key={prompt} size="small" variant="outlined" onClick={() => run(prompt)}>
            {prompt}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={CARS}
          columns={carColumns}
          aiAssistant
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
          onPrompt={processCarPrompt}
          showToolbar
        />
      </Box>
      <Typography
        variant="body2"
        component="p"
        role="status"
        sx={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}
      >
        {result}
      </Typography>
    </Stack>
  );
}
