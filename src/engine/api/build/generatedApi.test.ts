import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiEntityFile, apiEventsFile, apiIndexFile, apiSearchFile } from './apiFiles';
import { apiFingerprint, apiStampFile, readGeneratedApi } from './generatedApi';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

describe('readGeneratedApi', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-'));
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  fs.mkdirSync(path.join(root, 'src/engine/api'), { recursive: true });
  fs.symlinkSync(
    path.join(repoRoot, 'src/engine/api/build'),
    path.join(root, 'src/engine/api/build'),
  );
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (file: string, data: unknown) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(data));
  };
  const entity = { name: 'Thing', route: '/x/api/data-grid/thing', props: [] };
  write(apiIndexFile(root), {
    generatedBy: 'test',
    entities: [{ name: 'Thing', route: entity.route }],
  });
  write(apiEntityFile(root, entity.route), { generatedBy: 'test', ...entity });
  write(apiSearchFile(root), { generatedBy: 'test', entities: [] });
  const event = { name: 'thingClick', plan: 'community', params: 'Thing', event: null };
  write(apiEventsFile(root), { generatedBy: 'test', events: [event] });

  it('is null without a stamp, or with the stamp of other packages or another generator', () => {
    expect(readGeneratedApi(root)).toBeNull();
    fs.writeFileSync(apiStampFile(root), 'an older fingerprint');
    expect(readGeneratedApi(root)).toBeNull();
  });

  it('reads the written data, without the generatedBy notes, when the stamp is current', () => {
    fs.writeFileSync(apiStampFile(root), apiFingerprint(root));
    expect(readGeneratedApi(root)).toEqual({
      entities: [entity],
      index: [{ name: 'Thing', route: entity.route }],
      search: [],
      events: [event],
    });
  });
});
