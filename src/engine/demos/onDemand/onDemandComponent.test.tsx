import * as React from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { onDemandComponent, onFirstInput } from './onDemandComponent';

/** The HTML of a tree once everything it waits for has loaded, without React's comment markers. */
async function render(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html.replace(/<!--.*?-->/g, '');
}

function Label({ text }: { text: string }) {
  return <b>{text}</b>;
}

describe('onDemandComponent', () => {
  it('loads its code once, on first render, and renders it with the props given', async () => {
    let loads = 0;
    const part = onDemandComponent(async () => {
      loads += 1;
      return Label;
    });
    expect(loads).toBe(0);
    expect(await render(<part.Component text="first" />)).toBe('<b>first</b>');
    expect(await render(<part.Component text="second" />)).toBe('<b>second</b>');
    expect(loads).toBe(1);
  });

  it('preload starts the load before any render', async () => {
    let loads = 0;
    const part = onDemandComponent(async () => {
      loads += 1;
      return Label;
    });
    await part.preload();
    expect(loads).toBe(1);
    expect(await render(<part.Component text="ready" />)).toBe('<b>ready</b>');
    expect(loads).toBe(1);
  });

  it('renders nothing when the load fails, keeps the rest of the tree, and retries at the next mount', async () => {
    let loads = 0;
    const part = onDemandComponent(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return Label;
    });
    expect(
      await render(
        <p>
          before <part.Component text="tooltip" />
        </p>,
      ),
    ).toBe('<p>before </p>');
    expect(loads).toBe(1);
    expect(await render(<part.Component text="back online" />)).toBe('<b>back online</b>');
    expect(loads).toBe(2);
  });
});

describe('onFirstInput', () => {
  it('starts once, at the first pointer, key or focus input', () => {
    const target = new EventTarget();
    let starts = 0;
    onFirstInput(() => (starts += 1), target);
    target.dispatchEvent(new Event('scroll'));
    expect(starts).toBe(0);
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerover'));
    target.dispatchEvent(new Event('focusin'));
    expect(starts).toBe(1);
  });

  it('does nothing without a window (server rendering)', () => {
    expect(() => onFirstInput(() => {}, undefined)).not.toThrow();
  });
});
