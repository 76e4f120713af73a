import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../config/site';
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

const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: ${title} page used by the content build tests.\n---\n\n${body}\n`;

describe('buildContent', () => {
  it('compiles each written page in both languages with its page data', async () => {
    const root = makeSite({
      'content/introduction/index.mdx': page('Overview', '## Editions\n\nSee [licensing](/x/introduction/licensing/#keys).'),
      'content/introduction/licensing/index.mdx': page('Licensing', '## Keys\n\nText.'),
      'content/introduction/licensing/index.zh.mdx': page('许可', '## Keys\n\n文字。'),
    });
    const content = await buildContent(root, site);
    expect(content.written).toEqual(['/x/introduction', '/x/introduction/licensing']);
    const zhOverview = content.pages.find((p) => p.language === 'zh' && p.route === '/x/introduction');
    expect(zhOverview).toMatchObject({ url: '/zh/x/introduction/', untranslated: true, title: 'Overview' });
    expect(zhOverview?.next).toEqual({ title: '许可', url: '/zh/x/introduction/licensing/' });
    const zhLicensing = content.pages.find((p) => p.language === 'zh' && p.route === '/x/introduction/licensing');
    expect(zhLicensing).toMatchObject({ title: '许可', untranslated: false });
    const en = content.pages.find((p) => p.language === 'en' && p.route === '/x/introduction/licensing');
    expect(en).toMatchObject({
      headTitle: 'Licensing - MUI X',
      canonicalUrl: 'https://mui.com/x/introduction/licensing/',
      editUrl: 'https://github.com/mui/mui-x-docs/edit/main/content/introduction/licensing/index.mdx',
      previous: { title: 'Overview', url: '/x/introduction/' },
      next: null,
      productCategoryId: 'x',
    });
    expect(en?.alternates.map((a) => a.hrefLang)).toEqual(['en', 'zh', 'x-default']);
  });

  it('fails on a link to a heading that does not exist, naming the file and line', async () => {
    const root = makeSite({
      'content/introduction/index.mdx': page('Overview', 'Intro.\n\nSee [licensing](/x/introduction/licensing/#nope).'),
      'content/introduction/licensing/index.mdx': page('Licensing', '## Keys'),
    });
    await expect(buildContent(root, site)).rejects.toThrow(
      'content/introduction/index.mdx:8: broken link "/x/introduction/licensing/#nope": no heading with id "nope" on /x/introduction/licensing/',
    );
  });

  it('fails on a page that has no navigation entry', async () => {
    const root = makeSite({ 'content/introduction/extra/index.mdx': page('Extra', 'Text.') });
    await expect(buildContent(root, site)).rejects.toThrow('content/introduction/extra/index.mdx: no navigation entry for /x/introduction/extra');
  });

  it('fails on bad front matter, naming the file and field', async () => {
    const root = makeSite({ 'content/introduction/index.mdx': '---\ntitle: Overview\n---\n\nText.' });
    await expect(buildContent(root, site)).rejects.toThrow('content/introduction/index.mdx:1: front matter field "description": Required');
  });
});

describe('parseSiteConfig', () => {
  it('reads overrides from the environment and rejects bad values naming the field', () => {
    expect(parseSiteConfig({ SITE_ORIGIN: 'http://localhost:3000' }).origin).toBe('http://localhost:3000');
    expect(() => parseSiteConfig({ SITE_ORIGIN: 'not a url' })).toThrow('Invalid site configuration, field "origin"');
    expect(() => parseSiteConfig({ DOCS_REPOSITORY: 'https://github.com/a/b/' })).toThrow('field "repository.url": must not end with a slash');
  });
});
