import { copyText } from '../code/clipboard';

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url, { headers: { Accept: 'text/markdown, text/plain' } });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response.text();
}

/**
 * Downloads a page's Markdown twin and puts it on the clipboard.
 *
 * Safari allows clipboard writes only while the click is being handled, which an awaited
 * download outlasts; giving `clipboard.write` a promise of the text keeps the write inside the
 * click. Browsers that refuse that form get the text once it has arrived (`copyText`, with its
 * fallback for insecure contexts). Rejects when the download or the write fails.
 */
export async function copyMarkdown(url: string): Promise<void> {
  const text = fetchMarkdown(url);
  // Handled here and awaited below: a failed download must not be reported as unhandled first.
  text.catch(() => {});
  if (
    window.isSecureContext &&
    typeof ClipboardItem !== 'undefined' &&
    navigator.clipboard?.write
  ) {
    try {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // A failed download is the error to report; otherwise try the plain write below.
      await text;
    }
  }
  await copyText(await text);
}
