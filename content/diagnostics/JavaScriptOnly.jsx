import Alert from '@mui/material/Alert';

/** Diagnostics: a demo written in JavaScript only (its TypeScript toggle is disabled). */
export default function JavaScriptOnly() {
  return <Alert severity="info">This demo has no TypeScript source.</Alert>;
}
