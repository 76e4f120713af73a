import * as React from 'react';
import { createPortal } from 'react-dom';
import { DEMO_SNACKBAR_MS } from './constants';

/** A message of the demo toolbar; `id` tells two equal messages apart (each restarts the timer). */
export interface ToastMessage {
  id: number;
  text: string;
}

export const DEMO_TOAST_CLASS = 'demo-toast';

/**
 * The toolbar's confirmation ("The source code has been copied…"): announced as an alert, at the
 * bottom of the viewport, gone after DEMO_SNACKBAR_MS like the reference's Snackbar.
 */
export function DemoToast({
  message,
  onClose,
}: {
  message: ToastMessage | null;
  onClose: () => void;
}) {
  React.useEffect(() => {
    if (!message) return undefined;
    const timer = window.setTimeout(onClose, DEMO_SNACKBAR_MS);
    return () => window.clearTimeout(timer);
  }, [message, onClose]);
  if (!message) return null;
  return createPortal(
    <div key={message.id} className={DEMO_TOAST_CLASS} role="alert">
      {message.text}
    </div>,
    document.body,
  );
}
