import { describe, expect, it } from 'vitest';
import { githubIssueUrl, repositoryFromEditUrl } from './githubIssue';

describe('repositoryFromEditUrl', () => {
  it('takes the repository from an edit URL, whatever the branch', () => {
    expect(
      repositoryFromEditUrl(
        'https://github.com/mui/mui-x-docs/edit/main/content/introduction/index.mdx',
      ),
    ).toBe('https://github.com/mui/mui-x-docs');
    expect(
      repositoryFromEditUrl('https://github.com/acme/docs/edit/release/v8/content/a/index.mdx'),
    ).toBe('https://github.com/acme/docs');
  });

  it('is null for generated pages and unexpected URLs', () => {
    expect(repositoryFromEditUrl(null)).toBeNull();
    expect(repositoryFromEditUrl('https://example.com/somewhere')).toBeNull();
  });
});

describe('githubIssueUrl', () => {
  const repository = 'https://github.com/mui/mui-x-docs';
  const pageUrl = 'https://mui.com/x/introduction/installation/';

  it('opens a new issue whose title and body name the page', () => {
    const url = new URL(githubIssueUrl(repository, { pageUrl, pageTitle: 'Installation' }));
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/mui/mui-x-docs/issues/new');
    expect(url.searchParams.get('title')).toBe('[docs] Feedback on "Installation"');
    const body = url.searchParams.get('body')!;
    expect(body).toContain(`### Page\n\n${pageUrl}\n`);
    expect(body).toContain('<!-- Describe the problem');
  });

  it('names the section and carries the comment typed so far', () => {
    const url = new URL(
      githubIssueUrl(repository, {
        pageUrl,
        pageTitle: 'Installation',
        section: { id: 'peer-dependencies', title: 'Peer dependencies' },
        comment: '  React 19 is missing & so is "npm ci".  ',
      }),
    );
    expect(url.searchParams.get('title')).toBe(
      '[docs] Feedback on "Installation: Peer dependencies"',
    );
    const body = url.searchParams.get('body')!;
    expect(body).toContain(`${pageUrl}#peer-dependencies`);
    expect(body).toContain('React 19 is missing & so is "npm ci".\n');
    expect(body).not.toContain('<!--');
  });

  it('cuts a very long comment so the URL stays usable', () => {
    const url = githubIssueUrl(repository, {
      pageUrl,
      pageTitle: 'Installation',
      comment: 'x'.repeat(10_000),
    });
    expect(url.length).toBeLessThan(2500);
  });
});
