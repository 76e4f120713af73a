import * as React from 'react';

/** Marks a shell link that useInternalLinks turns into a client-side navigation. */
export const CLIENT_LINK_ATTRIBUTE = 'data-client-link';

/**
 * A link to another docs page from the shell (drawer, pager, tabs, logo): a plain <a> whose
 * clicks one document listener routes on the client and whose hover prefetches the page
 * (useInternalLinks), as Next.js's <Link> does, without its code and one observer per link.
 */
export function DocsLink({
  children,
  ...props
}: React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a {...props} {...{ [CLIENT_LINK_ATTRIBUTE]: '' }}>
      {children}
    </a>
  );
}
