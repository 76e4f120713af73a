import { describe, expect, it } from 'vitest';
import { routesFromHtmlFiles } from './routes';

describe('routesFromHtmlFiles', () => {
  it('maps index.html files of both languages to one route without trailing slash', () => {
    const routes = routesFromHtmlFiles([
      'index.html',
      '404.html',
      '404/index.html',
      'zh/404/index.html',
      'playground/introduction/DataGridPreview/index.html',
      'x/introduction/index.html',
      'x/introduction/installation/index.html',
      'zh/x/introduction/installation/index.html',
      'zh/x/react-charts/index.html',
      'x/notes.html',
    ]);
    expect([...routes].sort()).toEqual([
      '/x/introduction',
      '/x/introduction/installation',
      '/x/react-charts',
    ]);
  });

  it('keeps routes that only start like an excluded one', () => {
    expect(
      [
        ...routesFromHtmlFiles([
          'x/404-errors/index.html',
          'playgrounds/index.html',
          'zhx/index.html',
        ]),
      ].sort(),
    ).toEqual(['/playgrounds', '/x/404-errors', '/zhx']);
  });
});
