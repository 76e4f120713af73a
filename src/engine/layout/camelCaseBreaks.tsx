import * as React from 'react';

/** A lower-case letter or digit followed by a capital: where a long API name may wrap. */
const CAMEL_BOUNDARY = /(?<=[a-z0-9])(?=[A-Z])/;

/**
 * The text with a line-break opportunity (`<wbr>`) inside each camel-case name, between a word's
 * parts: "GridRowClassNameParams" wraps as "GridRowClassName-Params" on a phone instead of
 * overflowing the screen (a 36 px title of 22 letters is wider than 375 px) or breaking mid-part.
 */
export function camelCaseBreaks(text: string): React.ReactNode {
  const parts = text.split(CAMEL_BOUNDARY);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <React.Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </React.Fragment>
  ));
}
