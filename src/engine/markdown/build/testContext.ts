import type { DemoMeta } from '../../demos/types';
import type { Language } from '../../../config/languages';
import type { CompileContext } from './context';
import { getHighlighter } from './highlight';

/** A compile context with English labels, for tests of the Markdown compiler. */
export async function createTestContext(
  file = 'content/test/index.mdx',
  language: Language = 'en',
  demos: DemoMeta[] = [],
): Promise<CompileContext> {
  return {
    file,
    language,
    demos: new Map(demos.map((demo) => [demo.id, demo])),
    highlighter: await getHighlighter(),
    labels: {
      copy: 'Copy',
      copied: 'Copied',
      copyAria: 'Copy the code',
      or: 'or',
      anchorLink: 'Link to this section',
      callouts: { info: 'Note', success: 'Tip', warning: 'Warning', error: 'Important' },
      eventCatalogue: {
        event: 'Event',
        params: 'Params',
        plan: 'Plan',
        description: 'Description',
        pro: 'Pro',
        premium: 'Premium',
      },
    },
  };
}
