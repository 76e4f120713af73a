import { ThemeProvider } from '@mui/material/styles';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../../../translations/en.json';
import zh from '../../../translations/zh.json';
import { createTranslator } from '../i18n/labels';
import type { DocsPageData } from '../page/pageTypes';
import type { Language } from '../../config/languages';
import { createDocsTheme } from '../theme/docsTheme';
import { FeedbackFormView, type FeedbackFormViewProps } from './FeedbackFormView';
import { RatingButtons } from './RatingButtons';

const GUIDE = {
  route: '/x/introduction/installation',
  title: 'Installation',
  canonicalUrl: 'https://mui.com/x/introduction/installation/',
  editUrl: 'https://github.com/mui/mui-x-docs/edit/main/content/introduction/installation.mdx',
} as DocsPageData;
/** A generated API page: it has no source file to open an issue about. */
const API_PAGE = {
  route: '/x/api/date-pickers/date-picker',
  title: 'DatePicker API',
  canonicalUrl: 'https://mui.com/x/api/date-pickers/date-picker/',
  editUrl: null,
} as DocsPageData;
const SECTION = { id: 'peer-dependencies', title: 'Peer dependencies' };

const translator = (language: Language) =>
  createTranslator(language, language === 'zh' ? zh : en, en);
const theme = createDocsTheme();

function render(props: Partial<FeedbackFormViewProps> & { language?: Language } = {}) {
  const { language = 'en', ...rest } = props;
  return renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <FeedbackFormView
        docs={GUIDE}
        section={null}
        rating={1}
        t={translator(language)}
        comment=""
        onCommentChange={() => undefined}
        status="idle"
        failures={0}
        onSubmit={() => undefined}
        onCancel={() => undefined}
        {...rest}
      />
    </ThemeProvider>,
  );
}

/** The GitHub issue link's address, or null when the form has none. */
function issueLink(html: string): URL | null {
  const href = /<a class="feedback-issue" href="([^"]+)"/.exec(html)?.[1];
  return href ? new URL(href.replace(/&amp;/g, '&')) : null;
}

describe('FeedbackFormView', () => {
  it('after a "Yes" asks what the reader liked, with no GitHub issue link', () => {
    const html = render({ rating: 1 });
    expect(html).toContain('>What did you like?</p>');
    expect(html).toContain('>Comment</label>');
    expect(html).toMatch(/<textarea[^>]*maxLength="2000"/);
    expect(html).toContain('>Cancel</button>');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Submit/);
    expect(issueLink(html)).toBeNull();
  });

  it('after a "No" on a page offers a GitHub issue naming the page and carrying the comment', () => {
    const html = render({ rating: 0, comment: 'Which React versions are supported?' });
    expect(html).toContain('>How can we improve this page?</p>');
    const issue = issueLink(html)!;
    expect(`${issue.origin}${issue.pathname}`).toBe('https://github.com/mui/mui-x-docs/issues/new');
    expect(issue.searchParams.get('title')).toBe('[docs] Feedback on "Installation"');
    expect(issue.searchParams.get('body')).toContain(GUIDE.canonicalUrl);
    expect(issue.searchParams.get('body')).toContain('Which React versions are supported?');
    expect(html).toMatch(/<a class="feedback-issue"[^>]*target="_blank" rel="noopener"/);
  });

  it('after a "No" on a section asks about the section, and the issue names it', () => {
    const html = render({ rating: 0, section: SECTION });
    expect(html).toContain('>How can we improve this section?</p>');
    const issue = issueLink(html)!;
    expect(issue.searchParams.get('title')).toBe(
      '[docs] Feedback on "Installation: Peer dependencies"',
    );
    expect(issue.searchParams.get('body')).toContain(
      '/x/introduction/installation/#peer-dependencies',
    );
  });

  it('has no GitHub issue link on an API page, which has no source file', () => {
    const html = render({ docs: API_PAGE, rating: 0 });
    expect(html).toContain('>How can we improve this page?</p>');
    expect(issueLink(html)).toBeNull();
  });

  it('says so when sending failed, keeping the comment, and marks Submit busy while sending', () => {
    const failed = render({ rating: 0, status: 'failed', failures: 1, comment: 'Missing flag.' });
    expect(failed).toMatch(
      /role="alert"[^>]*>.*Couldn&#x27;t submit feedback\. Please try again later\./,
    );
    expect(failed).toMatch(/<textarea[^>]*>Missing flag\.<\/textarea>/);
    expect(render({ rating: 0 })).not.toContain('role="alert"');
    expect(render({ status: 'sending' })).toMatch(/<button[^>]*aria-disabled="true"[^>]*>Submit/);
    expect(render({ status: 'idle' })).toMatch(/<button[^>]*aria-disabled="false"[^>]*>Submit/);
  });

  it('speaks the page language', () => {
    const page = render({ language: 'zh', rating: 0, status: 'failed', failures: 1 });
    expect(page).toContain('>我们可以如何改进此页面？</p>');
    expect(page).toContain('>评论</label>');
    expect(page).toContain('>取消</button>');
    expect(page).toMatch(/<button[^>]*type="submit"[^>]*>提交/);
    expect(page).toContain('提交 GitHub issue');
    expect(page).toContain('无法提交反馈，请稍后再试。');
    expect(render({ language: 'zh', rating: 1, section: SECTION })).toContain(
      '>你喜欢哪些内容？</p>',
    );
  });
});

describe('RatingButtons', () => {
  const render = (rating: 0 | 1 | null, language: Language = 'en') =>
    renderToStaticMarkup(
      <RatingButtons
        rating={rating}
        onRate={() => undefined}
        labelledBy="question"
        t={translator(language)}
        trackingLabel="/x/introduction/installation"
      />,
    );
  const pressed = (html: string) =>
    [...html.matchAll(/aria-pressed="(true|false)"[^>]*>(?:<svg.*?<\/svg>)?([^<]+)</g)].map(
      ([, state, label]) => `${label}:${state}`,
    );

  it('are a group named by the question, with the pressed answer marked', () => {
    expect(render(null)).toContain('role="group" aria-labelledby="question"');
    expect(pressed(render(null))).toEqual(['Yes:false', 'No:false']);
    expect(pressed(render(1))).toEqual(['Yes:true', 'No:false']);
    expect(pressed(render(0))).toEqual(['Yes:false', 'No:true']);
    expect(pressed(render(null, 'zh'))).toEqual(['是:false', '否:false']);
  });
});
