import * as React from 'react';

/** A one-path 24×24 icon in the current text colour, hidden from assistive technology. */
export function PathIcon({
  d,
  size = 20,
  className,
}: {
  d: string;
  size?: number;
  className?: string;
}) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path fill="currentColor" d={d} />
    </svg>
  );
}
