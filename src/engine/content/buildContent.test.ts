import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SYSTEM_PROPS_URL } from '../../config/links';
import { parseSiteConfig } from '../../config/site';
import type { ApiData } from '../api/build/buildApiPages';
import type { ApiEntity } from '../api/types';
import { buildContent } from './buildContent';

const site = parseSiteConfig({});

function makeSite(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-content-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** Enough prose after the body for the content lint (200 words and an h2). */
const PADDING = `\n\n## About this test page\n\n${'This sentence only gives the test page enough words. '.repeat(25)}`;
const page = (title: string, body: string) =>
  `---\ntitle: ${title}\ndescription: ${title} page used by the content build tests.\n---\n\n${body}${PADDING}\n`;

describe('buildContent', () => {
  it('compiles each written page in both languages with its page data', async () => {
    const root = makeSite({
      'content/introduction/index.mdx': page(
        'Overview',
        '## Editions\n\nSee [licensing](/x/introduction/licensing/#keys).',
      ),
      'content/introduction/licensing/index.mdx': page('Licensing', '## Keys\n\nText.'),
      'content/introduction/licensing/index.zh.mdx': page('许可', '## Keys\n\n文字。'),
    });
    const content = await buildContent(root, site);
    expect(content.written).toEqual(['/x/introduction', '/x/introduction/licensing']);
    const zhOverview = content.pages.find(
      (p) => p.language === 'zh' && p.route === '/x/introduction',
    );
    expect(zhOverview).toMatchObject({
      url: '/zh/x/introduction/',
      untranslated: true,
      title: 'Overview',
    });
    expect(zhOverview?.next).toEqual({ title: '许可', url: '/zh/x/introduction/licensing/' });
    const zhLicensing = content.pages.find(
      (p) => p.language === 'zh' && p.route === '/x/introduction/licensing',
    );
    expect(zhLicensing).toMatchObject({ title: '许可', untranslated: false });
    const en = content.pages.find(
      (p) => p.language === 'en' && p.route === '/x/introduction/licensing',
    );
    expect(en).toMatchObject({
      headTitle: 'Licensing - MUI X',
      canonicalUrl: 'https://mui.com/x/introduction/licensing/',
      editUrl:
        'https://github.com/mui/mui-x-docs/edit/main/content/introduction/licensing/index.mdx',
      previous: { title: 'Overview', url: '/x/introduction/' },
      next: null,
      productCategoryId: 'x',
    });
    expect(en?.alternates.map((a) => a.hrefLang)).toEqual(['en', 'zh', 'x-default']);
  });

  it('fails on a link written without its trailing slash, naming the file and line', async () => {
    const root = makeSite({
      'content/introduction/index.mdx': page(
        'Overview',
        'Intro.\n\nSee [licensing](/x/introduction/licensing#keys).',
      ),
      'content/introduction/licensing/index.mdx': page('Licensing', '## Keys'),
    });
    await expect(buildContent(root, site)).rejects.toThrow(
      'content/introduction/index.mdx:8: bad link "/x/introduction/licensing#keys": missing trailing slash',
    );
  });

  it('fails the build on a stub page, naming the file (content lint)', async () => {
    const root = makeSite({
      'content/introduction/index.mdx':
        '---\ntitle: Overview\ndescription: A stub page that the content lint refuses.\n---\n\n## Soon\n\nComing soon.\n',
    });
    await expect(buildContent(root, site)).rejects.toThrow(
      /content lint: 2 problems\n {2}content\/introduction\/index\.mdx: only 3 words of prose.*\n {2}content\/introduction\/index\.mdx: placeholder text "Coming soon"/,
    );
  });

  it('fails on a page that has no navigation entry', async () => {
    const root = makeSite({ 'content/introduction/extra/index.mdx': page('Extra', 'Text.') });
    await expect(buildContent(root, site)).rejects.toThrow(
      'content/introduction/extra/index.mdx: no navigation entry for /x/introduction/extra',
    );
  });

  it('fails on bad front matter, naming the file and field', async () => {
    const root = makeSite({
      'content/introduction/index.mdx': '---\ntitle: Overview\n---\n\nText.',
    });
    await expect(buildContent(root, site)).rejects.toThrow(
      'content/introduction/index.mdx:1: front matter field "description": Required',
    );
  });
});

describe('buildContent with API data', () => {
  const entity: ApiEntity = {
    kind: 'component',
    name: 'DataGrid',
    product: 'data-grid',
    plan: 'community',
    route: '/x/api/data-grid/data-grid',
    imports: [{ path: '@mui/x-data-grid', package: '@mui/x-data-grid', plan: 'community' }],
    descriptionMarkdown: '',
    deprecatedMarkdown: null,
    props: [
      {
        name: 'rows',
        type: 'GridRowsProp',
        required: false,
        default: '[]',
        descriptionMarkdown: 'Rows.',
        deprecatedMarkdown: null,
        since: '8.0.0',
      },
    ],
    slots: [],
    classes: [{ key: 'root', className: 'MuiDataGrid-root', descriptionMarkdown: '' }],
    refElement: 'HTMLDivElement',
    forwardsNativeProps: false,
    takesSystemProps: true,
    since: '8.0.0',
  };
  const apiOf = (grid: ApiEntity): ApiData => {
    const entry = {
      kind: 'component' as const,
      name: 'DataGrid',
      product: 'data-grid' as const,
      plan: 'community' as const,
      route: grid.route,
      deprecated: grid.deprecatedMarkdown !== null,
    };
    return {
      index: [entry],
      events: [],
      byName: (name) => (name === 'DataGrid' ? entry : undefined),
      entity: () => grid,
    };
  };
  const api = apiOf(entity);
  const withComponents = (components: string) =>
    `---\ntitle: Overview\ndescription: Overview page used by the content build tests.\ncomponents: [${components}]\n---\n\nSee the [rows prop](/x/api/data-grid/data-grid/#prop-rows).${PADDING}\n`;

  it('builds API pages, links guide pages to prop anchors and adds a Components API tab', async () => {
    const content = await buildContent(
      makeSite({ 'content/introduction/index.mdx': withComponents('DataGrid') }),
      site,
      api,
    );
    expect(content.written).toEqual(
      expect.arrayContaining([
        '/x/api/data-grid',
        '/x/api/data-grid/data-grid',
        '/x/introduction/components-api',
      ]),
    );
    const apiPage = content.pages.find(
      (p) => p.language === 'en' && p.route === '/x/api/data-grid/data-grid',
    )!;
    expect(apiPage).toMatchObject({ title: 'DataGrid API', editUrl: null, tabs: null });
    expect(apiPage.toc.map((item) => item.id)).toEqual(['import', 'props', 'css']);
    // MUI System's props are summed up in one line that links their list.
    expect(apiPage.segments).toContainEqual(
      expect.objectContaining({
        kind: 'html',
        html: expect.stringContaining(`<a href="${SYSTEM_PROPS_URL}">system props</a>`),
      }),
    );
    expect(apiPage.segments).toContainEqual(
      expect.objectContaining({
        kind: 'island',
        component: 'ApiTable',
        props: expect.objectContaining({ section: 'props', dataGrid: true }),
      }),
    );
    const guide = content.pages.find((p) => p.language === 'zh' && p.route === '/x/introduction')!;
    expect(guide.tabs).toEqual({
      current: 'demos',
      demosUrl: '/zh/x/introduction/',
      componentsApiUrl: '/zh/x/introduction/components-api/',
    });
    const tab = content.pages.find(
      (p) => p.language === 'en' && p.route === '/x/introduction/components-api',
    )!;
    expect(tab).toMatchObject({ title: 'Overview', tabs: { current: 'components-api' } });
    expect(tab.toc.map((item) => item.id)).toEqual([
      'datagrid-api',
      'datagrid-import',
      'datagrid-props',
      'datagrid-css',
    ]);
  });

  it("says at the top of a deprecated component's page that it is deprecated, with the message, and marks it on the index", async () => {
    const deprecated = {
      ...entity,
      deprecatedMarkdown: 'Use [Toolbar](/x/react-data-grid/components/toolbar/) instead.',
    };
    const content = await buildContent(
      makeSite({ 'content/introduction/index.mdx': withComponents('DataGrid') }),
      site,
      apiOf(deprecated),
    );
    const html = (language: 'en' | 'zh', route: string) => {
      const found = content.pages.find((p) => p.language === language && p.route === route)!;
      return found.segments
        .map((segment) => (segment.kind === 'html' ? segment.html : ''))
        .join('');
    };
    const page = html('en', '/x/api/data-grid/data-grid');
    expect(page).toMatch(
      /^<aside class="MuiCallout-root MuiCallout-warning api-deprecation" aria-label="Deprecated">/,
    );
    expect(page).toContain(
      '<strong>DataGrid is deprecated.</strong></p><p>Use <a href="/x/react-data-grid/components/toolbar/">Toolbar</a> instead.</p></div></aside>',
    );
    expect(html('zh', '/x/api/data-grid/data-grid')).toContain(
      '<strong>DataGrid 已弃用。</strong></p><p>Use <a href="/zh/x/react-data-grid/components/toolbar/">Toolbar</a>',
    );
    expect(html('en', '/x/api/data-grid')).toContain(
      '<code>DataGrid</code></a><span class="api-deprecated">Deprecated</span>',
    );
    expect(html('en', '/x/api/data-grid')).not.toContain('api-deprecation');
    expect(html('en', '/x/introduction/components-api')).toContain(
      '<strong>DataGrid is deprecated.</strong>',
    );
  });

  it('fails on a front matter component without an API page', async () => {
    await expect(
      buildContent(
        makeSite({ 'content/introduction/index.mdx': withComponents('NoSuchGrid') }),
        site,
        api,
      ),
    ).rejects.toThrow(
      'content/introduction/index.mdx:1: front matter field "components": no API page for "NoSuchGrid"',
    );
  });
});

describe('parseSiteConfig', () => {
  it('reads overrides from the environment and rejects bad values naming the field', () => {
    expect(parseSiteConfig({ SITE_ORIGIN: 'http://localhost:3000' }).origin).toBe(
      'http://localhost:3000',
    );
    expect(() => parseSiteConfig({ SITE_ORIGIN: 'not a url' })).toThrow(
      'Invalid site configuration, field "origin"',
    );
    expect(() => parseSiteConfig({ DOCS_REPOSITORY: 'https://github.com/a/b/' })).toThrow(
      'field "repository.url": must not end with a slash',
    );
  });
});
