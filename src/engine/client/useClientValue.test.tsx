import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useClientValue, useLocationHash } from './useClientValue';

function Probe({ read }: { read: () => string }) {
  const value = useClientValue(read, 'server');
  const hash = useLocationHash();
  return <output>{`${value}|${hash}`}</output>;
}

// Hydration itself (the browser value replacing the server one) is covered by the browser tests
// of the features that use these hooks: the stored API layout, the stored feedback vote, a demo's
// code opened from a link.
describe('useClientValue and useLocationHash on the server', () => {
  it('render the server value and an empty hash, without reading the browser', () => {
    const read = () => {
      throw new Error('read on the server');
    };
    expect(renderToString(<Probe read={read} />)).toBe('<output>server|</output>');
  });
});
