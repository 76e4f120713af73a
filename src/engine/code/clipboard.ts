/**
 * Writes text to the clipboard. The async Clipboard API needs a secure context (https or
 * localhost); elsewhere the text goes through a hidden textarea and execCommand.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy command refused');
  } finally {
    area.remove();
  }
}
