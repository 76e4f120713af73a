import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PAGE_SCRIPTS_ID, SCRIPTS_AFTER_FIRST_PAINT } from './scriptsAfterFirstPaint';

interface FakeScript {
  src: string;
  async: boolean;
}

/** Runs the loader in a document holding the list, with frames and tasks run by hand. */
function runLoader(
  visibilityState: 'visible' | 'hidden',
  list: string[] | null = ['/a.js', '/b.js'],
) {
  const appended: FakeScript[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const document = {
    visibilityState,
    getElementById: (id: string) =>
      id === PAGE_SCRIPTS_ID && list ? { textContent: JSON.stringify(list) } : null,
    createElement: (): FakeScript => ({ src: '', async: true }),
    head: { appendChild: (script: FakeScript) => appended.push(script) },
  };
  vm.runInNewContext(SCRIPTS_AFTER_FIRST_PAINT, {
    document,
    JSON,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
  });
  const runAll = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
  return { appended, paintFrame: () => runAll(frames), runTasks: () => runAll(tasks) };
}

describe('SCRIPTS_AFTER_FIRST_PAINT', () => {
  it('starts nothing before the first frame, nor in the frame itself, then every script in order', () => {
    const page = runLoader('visible');
    expect(page.appended).toEqual([]);
    page.paintFrame();
    expect(page.appended).toEqual([]);
    page.runTasks();
    expect(page.appended).toEqual([
      { src: '/a.js', async: false },
      { src: '/b.js', async: false },
    ]);
  });

  it('starts the scripts at once in a background tab, and only once when the tab is shown', () => {
    const page = runLoader('hidden');
    expect(page.appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
    page.paintFrame();
    page.runTasks();
    expect(page.appended).toHaveLength(2);
  });

  it('does nothing on a page without the list', () => {
    const page = runLoader('visible', null);
    page.paintFrame();
    page.runTasks();
    expect(page.appended).toEqual([]);
  });
});
