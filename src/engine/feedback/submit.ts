import type { VersionLink } from '../../config/versions';
import type { Language } from '../../config/languages';
import type { DocsPageData } from '../page/pageTypes';
import type { Rating } from './ratingCookie';

/**
 * Where votes are posted. The production server answers `/api/feedback`; a static-only deployment
 * points this at another host at build time (Next.js inlines NEXT_PUBLIC_ variables).
 */
export const FEEDBACK_URL = process.env.NEXT_PUBLIC_FEEDBACK_URL || '/api/feedback';

/** The JSON body of `POST /api/feedback`. */
export interface FeedbackBody {
  /** Route without language or trailing slash (`/x/introduction/installation`). */
  page: string;
  /** Heading id of the section, or null for the whole page. */
  section: string | null;
  rating: Rating;
  comment: string;
  /** The MUI X version the page documents (`8.29.3`). */
  version: string;
  language: Language;
}

/**
 * The documented version, read from the version switcher's data: its current entry is the
 * installed MUI X version (`v8.29.3`), so the browser needs no separate copy of it.
 */
export function documentedVersion(versions: readonly VersionLink[]): string {
  return (versions.find((link) => link.current)?.text ?? '').replace(/^v/, '');
}

/** Builds the request body for a vote on a page or one of its sections. */
export function feedbackBody(
  docs: Pick<DocsPageData, 'route' | 'language' | 'productIdentifier'>,
  section: string | null,
  rating: Rating,
  comment: string,
): FeedbackBody {
  return {
    // Page data routes carry neither language nor trailing slash; strip one anyway so a
    // differently shaped route cannot split one page's votes in two.
    page: docs.route.length > 1 ? docs.route.replace(/\/+$/, '') : docs.route,
    section,
    rating,
    // Whitespace alone is no comment.
    comment: comment.trim(),
    version: documentedVersion(docs.productIdentifier.versions),
    language: docs.language,
  };
}

/** Posts a vote; resolves true when the server stored it (2xx), false on any failure. */
export async function sendFeedback(
  body: FeedbackBody,
  fetchImpl: typeof fetch = fetch,
  url = FEEDBACK_URL,
): Promise<boolean> {
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.ok;
  } catch {
    // Offline, blocked, or a CORS refusal from a configured external host.
    return false;
  }
}
