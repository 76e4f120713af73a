import { describe, expect, it, vi } from 'vitest';
import { documentedVersion, FEEDBACK_URL, feedbackBody, sendFeedback } from './submit';

const docs = {
  route: '/x/introduction/installation',
  language: 'zh' as const,
  productIdentifier: {
    metadata: 'MUI X',
    name: 'Introduction',
    versions: [
      { text: 'v8.29.3', current: true },
      { text: 'v7', href: 'https://mui.com/zh/x/introduction/', current: false },
    ],
  },
};

describe('feedbackBody', () => {
  it('describes a vote on the whole page', () => {
    expect(feedbackBody(docs, null, 1, '')).toEqual({
      page: '/x/introduction/installation',
      section: null,
      rating: 1,
      comment: '',
      version: '8.29.3',
      language: 'zh',
    });
  });

  it('names the section and keeps the comment, without surrounding whitespace', () => {
    const body = feedbackBody(
      { ...docs, language: 'en' },
      'peer-dependencies',
      0,
      '  The command\nfailed.  \n',
    );
    expect(body).toEqual({
      page: '/x/introduction/installation',
      section: 'peer-dependencies',
      rating: 0,
      comment: 'The command\nfailed.',
      version: '8.29.3',
      language: 'en',
    });
    expect(feedbackBody(docs, null, 0, ' \n ').comment).toBe('');
  });

  it('never sends a trailing slash in the route', () => {
    expect(feedbackBody({ ...docs, route: '/x/introduction/' }, null, 1, '').page).toBe(
      '/x/introduction',
    );
  });
});

describe('documentedVersion', () => {
  it('is the current entry of the version switcher, without the v', () => {
    expect(documentedVersion(docs.productIdentifier.versions)).toBe('8.29.3');
    expect(documentedVersion([{ text: 'v7', current: false }])).toBe('');
  });
});

describe('sendFeedback', () => {
  const body = feedbackBody(docs, null, 1, 'Clear.');

  it('posts JSON to the feedback URL and reports success on 2xx', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"id":1}', { status: 201 }));
    await expect(sendFeedback(body, fetchImpl)).resolves.toBe(true);
    await sendFeedback(body, fetchImpl, 'https://feedback.example.com/api/feedback');
    expect(fetchImpl).toHaveBeenNthCalledWith(
      1,
      FEEDBACK_URL,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(fetchImpl).toHaveBeenNthCalledWith(2, 'https://feedback.example.com/api/feedback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  });

  it('reports failure on an error status or a network error', async () => {
    await expect(
      sendFeedback(body, async () => new Response('{"error":"invalid"}', { status: 400 })),
    ).resolves.toBe(false);
    await expect(sendFeedback(body, async () => new Response('', { status: 500 }))).resolves.toBe(
      false,
    );
    await expect(
      sendFeedback(body, async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).resolves.toBe(false);
  });
});
