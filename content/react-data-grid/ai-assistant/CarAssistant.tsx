import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  type PromptSuggestion,
} from '@mui/x-data-grid-premium';
import { CARS, carColumns, processCarPrompt } from './carPrompts';

const suggestions: PromptSuggestion[] = [
  { value: 'Sort by price descending' },
  { value: 'Only electric cars' },
  { value: 'Group by fuel, average price' },
  { value: 'Reset' },
];

export default function CarAssistant() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={CARS}
        columns={carColumns}
        aiAssistant
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        aiAssistantSuggestions={suggestions}
        // A local stand-in: a real application sends the prompt to its prompt-processing service.
        onPrompt={processCarPrompt}
        showToolbar
      />
    </Box>
  );
}
