import Snackbar from '@mui/material/Snackbar';
import * as React from 'react';

/** How long the thank-you note stays, in ms. */
export const FEEDBACK_SNACKBAR_MS = 3000;

/** "Feedback submitted", announced by MUI's snackbar (role="alert") and hidden after 3 s. */
export function FeedbackSnackbar({
  open,
  message,
  onClose,
}: {
  open: boolean;
  message: string;
  onClose: () => void;
}) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={FEEDBACK_SNACKBAR_MS}
      onClose={onClose}
      message={message}
    />
  );
}
