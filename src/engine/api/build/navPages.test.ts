import { beforeAll, describe, expect, it } from 'vitest';
import { navTree } from '../../../../content/nav/pages';
import { isApiPath, listPageEntries } from '../../nav/tree';
import { apiRoutes } from './buildApiPages';
import type { GeneratedApi } from './generate';
import { installedApi } from './installedApi';

let api: GeneratedApi;
const page = (route: string) => api.entities.find((each) => each.route === route);

describe('API pages of the v8.29.3 navigation', () => {
  beforeAll(async () => {
    api = await installedApi();
  }, 180_000);

  it('has a generated page for every API entry of the navigation tree', () => {
    const routes = new Set(
      apiRoutes({
        index: api.index,
        events: [],
        entity: () => ({}) as never,
        byName: () => undefined,
      }),
    );
    const entries = listPageEntries(navTree).filter(
      (entry) => isApiPath(entry.pathname) && !entry.planned,
    );
    expect(entries.length).toBeGreaterThan(200);
    const missing = entries
      .filter((entry) => !routes.has(entry.pathname))
      .map((entry) => `${entry.pathname} (${entry.title ?? ''})`);
    expect(
      missing,
      `API navigation entries without a generated page:\n${missing.join('\n')}`,
    ).toEqual([]);
  });

  it('documents the chart series and export options readers configure', () => {
    expect(page('/x/api/charts/bar-series')).toMatchObject({
      kind: 'interface',
      name: 'BarSeries',
      plan: 'community',
    });
    expect(page('/x/api/charts/bar-series')?.props.map((prop) => prop.name)).toEqual(
      expect.arrayContaining(['data', 'stack', 'layout']),
    );
    // `BarSeries` makes the series `type` optional (MakeOptional<BarSeriesType, 'type'>).
    expect(
      page('/x/api/charts/bar-series')?.props.find((prop) => prop.name === 'type')?.required,
    ).toBe(false);
    expect(
      page('/x/api/charts/bar-series-type')?.props.find((prop) => prop.name === 'type')?.required,
    ).toBe(true);
    expect(page('/x/api/charts/funnel-series')).toMatchObject({ plan: 'pro' });
    expect(page('/x/api/charts/heatmap-series')).toMatchObject({ plan: 'pro' });
    expect(page('/x/api/charts/chart-image-export-options')).toMatchObject({ plan: 'pro' });
    expect(
      page('/x/api/charts/chart-image-export-options')?.props.map((prop) => prop.name),
    ).toEqual(['copyStyles', 'fileName', 'nonce', 'onBeforeExport', 'quality', 'type']);
    expect(page('/x/api/charts/legend-item-params')?.props.length).toBeGreaterThan(0);
  });

  it('spells a digit as its own route segment (PickerDay2 → picker-day-2)', () => {
    expect(page('/x/api/date-pickers/picker-day-2')?.name).toBe('PickerDay2');
    expect(page('/x/api/date-pickers/date-range-picker-day-2')?.name).toBe('DateRangePickerDay2');
  });
});
