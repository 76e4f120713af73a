import type { Language } from '../routing/languages';
import type { CompileContext } from './context';
import { getHighlighter } from './highlight';

/** A compile context with English labels, for tests of the Markdown compiler. */
export async function createTestContext(file = 'content/test/index.mdx', language: Language = 'en'): Promise<CompileContext> {
  return {
    file,
    language,
    highlighter: await getHighlighter(),
    labels: {
      copy: 'Copy',
      copied: 'Copied',
      copyAria: 'Copy the code',
      or: 'or',
      anchorLink: 'Link to this section',
      callouts: { info: 'Note', success: 'Tip', warning: 'Warning', error: 'Important' },
    },
  };
}
