import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readInstalledMuiXVersion } from '../../../config/build/installedVersion';
import { API_SINCE_FILE } from '../history/sinceFile';
import { computeSince, propSince, type ApiSince } from './history';

const snapshot = (version: string, entities: Record<string, string[]>) => ({
  version,
  entities: new Map(Object.entries(entities).map(([name, props]) => [name, new Set(props)])),
});

describe('api history', () => {
  const since = computeSince([
    snapshot('8.0.0', { DataGrid: ['rows', 'columns'] }),
    snapshot('8.1.0', { DataGrid: ['rows', 'columns', 'listView'], LineChart: ['series'] }),
    snapshot('8.2.0', {
      DataGrid: ['rows', 'columns', 'listView', 'pivoting'],
      LineChart: ['series', 'skipAnimation'],
    }),
  ]);
  const history: ApiSince = {
    generatedBy: 'test',
    installed: '8.2.0',
    versions: ['8.0.0', '8.1.0', '8.2.0'],
    since,
  };

  it('records the first release of each entity and only the props that came later', () => {
    expect(since).toEqual({
      DataGrid: { v: '8.0.0', props: { listView: '8.1.0', pivoting: '8.2.0' } },
      LineChart: { v: '8.1.0', props: { skipAnimation: '8.2.0' } },
    });
  });

  it('answers since when a prop exists', () => {
    expect(propSince(history, 'DataGrid', 'rows')).toBe('8.0.0');
    expect(propSince(history, 'DataGrid', 'pivoting')).toBe('8.2.0');
    expect(propSince(history, 'LineChart')).toBe('8.1.0');
    expect(propSince(history, 'Unknown', 'x')).toBeNull();
    expect(propSince(null, 'DataGrid', 'rows')).toBeNull();
  });

  it('has committed history for the installed release', () => {
    const committed = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../../..', API_SINCE_FILE), 'utf8'),
    ) as ApiSince;
    expect(committed.installed).toBe(
      readInstalledMuiXVersion(path.resolve(import.meta.dirname, '../../../..')),
    );
    expect(committed.versions[0]).toBe('8.0.0');
    expect(committed.versions.length).toBeGreaterThanOrEqual(30);
    expect(committed.since.DataGrid.v).toBe('8.0.0');
  });
});
