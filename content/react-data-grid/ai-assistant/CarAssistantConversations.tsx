import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridAiAssistantPanel, type Conversation } from '@mui/x-data-grid-premium';
import { CARS, carColumns, processCarPrompt } from './carPrompts';

// A conversation restored from storage: the panel lists it in its history.
const saved: Conversation[] = [
  {
    title: 'Cheap city cars',
    prompts: [
      { value: 'Only petrol cars under 9000', createdAt: new Date('2026-11-20T09:30:00Z') },
    ],
  },
];

export default function CarAssistantConversations() {
  const [conversations, setConversations] = React.useState<Conversation[]>(saved);
  const [activeIndex, setActiveIndex] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={CARS}
          columns={carColumns}
          aiAssistant
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
          onPrompt={processCarPrompt}
          aiAssistantConversations={conversations}
          onAiAssistantConversationsChange={setConversations}
          aiAssistantActiveConversationIndex={activeIndex}
          onAiAssistantActiveConversationIndexChange={setActiveIndex}
          showToolbar
        />
      </Box>
      <Typography variant="body2" component="p">
        {`${conversations.length} conversation(s); active: ${conversations[activeIndex]?.title ?? 'a new one'}, with ${conversations[activeIndex]?.prompts.length ?? 0} prompt(s).`}
      </Typography>
    </Stack>
  );
}
