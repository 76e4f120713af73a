import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../config/site';
import { buildContent, type SiteContent } from './buildContent';
import { createTranslate } from '../i18n/translate';
import { apiEntityBlocks, apiIndexBlocks } from '../markdownTwin/build/apiTwin';
import { twinLabels } from '../markdownTwin/build/labels';
import { mdastToMarkdown } from '../markdownTwin/build/serialize';
import type { ApiData } from '../api/build/buildApiPages';
import { installedApi } from '../api/build/installedApi';
import type { ApiEntity, ApiIndexEntry } from '../api/types';

let entities: ApiEntity[];
let index: ApiIndexEntry[];
let content: SiteContent;
const entity = (route: string) => entities.find((each) => each.route === route)!;
const built = (route: string, language: 'en' | 'zh') => {
  const found = content.pages.find((each) => each.route === route && each.language === language);
  if (!found) throw new Error(`no ${language} page ${route}`);
  return found;
};
const html = (route: string, language: 'en' | 'zh') =>
  built(route, language)
    .segments.map((segment) => (segment.kind === 'html' ? segment.html : ''))
    .join('');

describe('the pages of the grid API object, in both languages', () => {
  beforeAll(async () => {
    const api = await installedApi();
    // The API object's pages alone: enough for their links, and quick to compile.
    entities = api.entities.filter((each) => each.apiObject);
    index = api.index.filter((each) => each.apiObject);
    const data: ApiData = {
      index,
      events: api.events,
      entity: (route) => entity(route),
      byName: (name) => index.find((each) => each.name === name),
    };
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-api-object-'));
    fs.mkdirSync(path.join(root, 'content'));
    content = await buildContent(root, parseSiteConfig({}), data);
  }, 240_000);

  it('titles each plan page with its plan and links the other plans and the features', () => {
    expect(built('/x/api/data-grid/grid-api', 'en').title).toBe('GridApi API');
    expect(built('/x/api/data-grid/grid-api-pro', 'en').title).toBe('GridApi (Pro plan) API');
    expect(built('/x/api/data-grid/grid-api-pro', 'zh').title).toBe('GridApi（Pro 计划） API');
    const pro = html('/x/api/data-grid/grid-api-pro', 'en');
    expect(pro).toContain("Each plan's package declares its own GridApi:");
    expect(pro).toContain(
      'href="/x/api/data-grid/grid-api-premium/"><code>GridApi (Premium plan)</code>',
    );
    expect(pro).toContain('<strong><code>GridApi (Pro plan)</code></strong>');
    expect(pro).toContain('href="/x/api/data-grid/grid-column-pinning-api/"');
    expect(built('/x/api/data-grid/grid-api-pro', 'en').toc.map((item) => item.id)).toEqual([
      'import',
      'features',
      'properties',
    ]);
    const zh = html('/x/api/data-grid/grid-api-pro', 'zh');
    expect(zh).toContain('功能接口');
    expect(zh).toContain('href="/zh/x/api/data-grid/grid-column-pinning-api/"');
  });

  it('links each feature page to the API object pages that include it', () => {
    const pinning = html('/x/api/data-grid/grid-column-pinning-api', 'en');
    expect(pinning).toContain('Part of the API object:');
    expect(pinning).toContain(
      'href="/x/api/data-grid/grid-api-pro/"><code>GridApi (Pro plan)</code>',
    );
    expect(pinning).not.toContain('href="/x/api/data-grid/grid-api/"');
    expect(html('/x/api/data-grid/grid-column-pinning-api', 'zh')).toContain('属于以下 API 对象：');
  });

  it('lists the API object in a section of its own on the index page', () => {
    const indexPage = built('/x/api/data-grid', 'zh');
    expect(indexPage.toc).toContainEqual({ id: 'api-object', text: 'API 对象', level: 2 });
    expect(html('/x/api/data-grid', 'en')).toContain('href="/x/api/data-grid/grid-api-premium/"');
  });

  it('writes the same links into the Markdown twins', () => {
    const zh = twinLabels(createTranslate('zh')).api;
    const ctx = { language: 'zh' as const, origin: 'https://mui.com' };
    const twin = mdastToMarkdown(
      apiEntityBlocks(entity('/x/api/data-grid/grid-api-pro'), zh, [], ctx),
    );
    expect(twin).toContain('## 功能接口');
    expect(twin).toContain(
      '[`GridColumnPinningApi`](https://mui.com/zh/x/api/data-grid/grid-column-pinning-api/) (Pro 计划)',
    );
    expect(twin).toContain('每个方案的包各自声明了 GridApi：');
    const en = twinLabels(createTranslate('en')).api;
    const indexTwin = mdastToMarkdown(
      apiIndexBlocks(index, en, { language: 'en', origin: 'https://mui.com' }),
    );
    expect(indexTwin).toContain('## API object');
    expect(indexTwin).toContain(
      '[`GridApi`](https://mui.com/x/api/data-grid/grid-api-pro/) (Pro plan)',
    );
  });
});
