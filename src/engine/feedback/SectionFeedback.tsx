import * as React from 'react';
import { useTranslate } from '../page/PageContext';
import type { DocsPageData } from '../page/pageTypes';
import { LazyBoundary } from './LazyBoundary';
import type { SectionTarget } from './sectionTarget';

const SectionFeedbackPopover = React.lazy(() => import('./SectionFeedbackPopover'));

/** The button of a click, if it was one of the section feedback buttons the compiler writes. */
export function sectionButtonOf(target: EventTarget | null): HTMLButtonElement | null {
  const element =
    target && typeof (target as Element).closest === 'function'
      ? (target as Element).closest('button.section-feedback')
      : null;
  return element instanceof HTMLButtonElement && element.dataset.section ? element : null;
}

/**
 * Per-section feedback. Headings are static HTML that React does not hydrate, so one document
 * listener handles the buttons beside them; the popover with the form loads on the first click.
 */
export function SectionFeedback({ docs }: { docs: DocsPageData }) {
  const t = useTranslate();
  // The last section asked about stays while the popover fades out, hence a separate `open`.
  const [target, setTarget] = React.useState<SectionTarget | null>(null);
  const [open, setOpen] = React.useState(false);

  React.useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = sectionButtonOf(event.target);
      if (!button) return;
      const id = button.dataset.section!;
      // The TOC holds the heading's plain text; the link text is the fallback for pages without one.
      const title =
        docs.toc.find((item) => item.id === id)?.text ??
        button.parentElement?.querySelector('.title-link-to-anchor')?.textContent?.trim() ??
        id;
      setTarget((previous) => ({
        id,
        title,
        anchor: button,
        opening: (previous?.opening ?? 0) + 1,
      }));
      setOpen(true);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [docs.toc]);

  // The static markup says aria-expanded="false"; keep it true while the popover is open.
  React.useEffect(() => {
    if (!open || !target) return undefined;
    target.anchor.setAttribute('aria-expanded', 'true');
    return () => target.anchor.setAttribute('aria-expanded', 'false');
  }, [open, target]);

  // Nothing to load until the first click.
  if (!target) return null;
  return (
    <LazyBoundary>
      <SectionFeedbackPopover
        docs={docs}
        target={target}
        open={open}
        t={t}
        onClose={() => setOpen(false)}
      />
    </LazyBoundary>
  );
}
