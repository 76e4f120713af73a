import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MicIcon from '@mui/icons-material/Mic';
import SendIcon from '@mui/icons-material/Send';
import StopIcon from '@mui/icons-material/Stop';
import {
  DataGridPremium,
  PromptField,
  PromptFieldControl,
  PromptFieldRecord,
  PromptFieldSend,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
} from '@mui/x-data-grid-premium';
import { interpretTrailPrompt, trailColumns, trails } from './trailPrompts';

/** Where the toolbar reports what happened, read by the line under the grid. */
const ReplyContext = React.createContext<(reply: string) => void>(() => {});

/** Chrome and Safari have the Web Speech API; Firefox, for one, does not. */
const hasSpeechRecognition = () =>
  'SpeechRecognition' in window || 'webkitSpeechRecognition' in window;
const neverChanges = () => () => {};

function useSpeechRecognitionSupport() {
  // false while rendering on the server, the browser's answer after hydration.
  return React.useSyncExternalStore(neverChanges, hasSpeechRecognition, () => false);
}

function TrailToolbar() {
  const apiRef = useGridApiContext();
  const setReply = React.useContext(ReplyContext);
  const canRecord = useSpeechRecognitionSupport();

  // PromptField waits for the promise: the field is disabled until it settles.
  const handleSubmit = async (prompt: string) => {
    // Voice input that heard nothing submits an empty prompt.
    if (prompt.trim() === '') {
      setReply('Nothing was heard: try again, or type the prompt.');
      return;
    }
    setReply(`Processing "${prompt}"…`);
    try {
      const { sortModel, filterModel, reply } = await interpretTrailPrompt(prompt);
      apiRef.current.setSortModel(sortModel);
      apiRef.current.setFilterModel(filterModel);
      setReply(`"${prompt}": ${reply}`);
    } catch (error) {
      setReply(`"${prompt}": ${(error as Error).message}`);
    }
  };

  return (
    <Toolbar>
      <PromptField
        onSubmit={handleSubmit}
        lang="en-GB"
        onRecordError={(error) => setReply(`Voice input failed: ${error || 'no reason given'}.`)}
        style={{ display: 'flex', alignItems: 'center', gap: 4, flex: 1 }}
      >
        <PromptFieldControl
          render={(controlProps, state) => (
            <TextField
              {...controlProps}
              size="small"
              fullWidth
              disabled={state.disabled}
              placeholder={state.recording ? 'Listening…' : 'Describe the trails you want'}
              slotProps={{ htmlInput: { 'aria-label': 'Prompt' } }}
            />
          )}
        />
        {canRecord ? (
          <PromptFieldRecord
            render={(recordProps, state) => (
              <ToolbarButton
                {...recordProps}
                aria-label={state.recording ? 'Stop recording' : 'Record a prompt'}
                aria-pressed={state.recording}
              >
                {state.recording ? <StopIcon fontSize="small" /> : <MicIcon fontSize="small" />}
              </ToolbarButton>
            )}
          />
        ) : null}
        <PromptFieldSend aria-label="Send the prompt" size="small">
          <SendIcon fontSize="small" />
        </PromptFieldSend>
      </PromptField>
    </Toolbar>
  );
}

export default function TrailPromptField() {
  const [reply, setReply] = React.useState(
    'Try "hard trails in the Alps" or "longest loops first".',
  );

  return (
    <Box sx={{ width: '100%' }}>
      <ReplyContext.Provider value={setReply}>
        <Box sx={{ height: 440 }}>
          <DataGridPremium
            rows={trails}
            columns={trailColumns}
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
