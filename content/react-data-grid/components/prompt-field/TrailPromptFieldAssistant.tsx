import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import {
  DataGridPremium,
  PromptField,
  PromptFieldControl,
  PromptFieldSend,
  Toolbar,
  useGridApiContext,
} from '@mui/x-data-grid-premium';
import { resolveTrailPrompt, trailColumns, trails } from './trailPrompts';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

const ReplyContext = React.createContext<(reply: string) => void>(() => {});

function TrailToolbar() {
  const apiRef = useGridApiContext();
  const setReply = React.useContext(ReplyContext);

  // The grid calls onPrompt, applies the answer and shows its loading state meanwhile.
  const handleSubmit = async (prompt: string) => {
    const result = await apiRef.current.aiAssistant.processPrompt(prompt);
    setReply(
      result instanceof Error
        ? `"${prompt}" failed: ${result.message}`
        : `"${prompt}": the grid applied ${count(result.filters.length, 'filter')} and ${count(result.sorting.length, 'sort')}.`,
    );
  };

  return (
    <Toolbar>
      <PromptField
        onSubmit={handleSubmit}
        style={{ display: 'flex', alignItems: 'center', gap: 4, flex: 1 }}
      >
        <PromptFieldControl
          render={(controlProps, state) => (
            <TextField
              {...controlProps}
              size="small"
              fullWidth
              disabled={state.disabled}
              placeholder="For example: easy trails under 12 km"
              slotProps={{ htmlInput: { 'aria-label': 'Prompt' } }}
            />
          )}
        />
        <PromptFieldSend aria-label="Send the prompt" size="small">
          <SendIcon fontSize="small" />
        </PromptFieldSend>
      </PromptField>
    </Toolbar>
  );
}

export default function TrailPromptFieldAssistant() {
  const [reply, setReply] = React.useState('Try "easy trails under 12 km" or "steepest first".');

  return (
    <Box sx={{ width: '100%' }}>
      <ReplyContext.Provider value={setReply}>
        <Box sx={{ height: 440 }}>
          <DataGridPremium
            rows={trails}
            columns={trailColumns}
            // The AI assistant's pipeline, without its panel: onPrompt is the local stand-in.
            aiAssistant
            onPrompt={resolveTrailPrompt}
            slots={{ toolbar: TrailToolbar }}
            showToolbar
            hideFooter
          />
        </Box>
      </ReplyContext.Provider>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {reply}
      </Typography>
    </Box>
  );
}
