/** A paid plan a feature needs. */
export type Plan = 'pro' | 'premium';

/** One entry of the navigation tree (the shape of the reference's `pages.ts`). */
export interface NavPage {
  /** Site path without trailing slash (`/x/…`), or an absolute URL for an external link. */
  pathname: string;
  /** Explicit title; when absent it derives from the pathname, `false` means no title. */
  title?: string | false;
  /** Makes the entry a non-clickable caption whose children stay at its depth. */
  subheader?: string;
  children?: readonly NavPage[];
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  /** Set in the resolved tree the browser gets (see resolveNav.ts): the page is written and linked. */
  written?: boolean;
}
