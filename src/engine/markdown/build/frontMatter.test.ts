import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './frontMatter';

const FILE = 'content/a/index.mdx';

describe('parseFrontMatter', () => {
  it('accepts the documented fields', () => {
    const yaml =
      'title: Tree View\ndescription: The Tree View shows hierarchical data.\ncomponents: [RichTreeView, SimpleTreeView]\ndisableAd: true';
    expect(parseFrontMatter(yaml, FILE)).toEqual({
      title: 'Tree View',
      description: 'The Tree View shows hierarchical data.',
      components: ['RichTreeView', 'SimpleTreeView'],
      disableAd: true,
    });
  });

  it('requires front matter, a title and a description, naming the file and field', () => {
    expect(() => parseFrontMatter(undefined, FILE)).toThrow(
      'content/a/index.mdx:1: front matter is missing',
    );
    expect(() => parseFrontMatter('description: Long enough description text.', FILE)).toThrow(
      'content/a/index.mdx:1: front matter field "title": Required',
    );
    expect(() => parseFrontMatter('title: A', FILE)).toThrow(
      'front matter field "description": Required',
    );
    expect(() => parseFrontMatter('title: A\ndescription: Short', FILE)).toThrow(
      /field "description": must be a sentence/,
    );
  });

  it('rejects unknown keys, wrong types and invalid YAML', () => {
    expect(() =>
      parseFrontMatter('title: A\ndescription: A long enough description.\nauthor: me', FILE),
    ).toThrow(/field "author"/);
    expect(() =>
      parseFrontMatter(
        'title: A\ndescription: A long enough description.\ndisableToc: "yes"',
        FILE,
      ),
    ).toThrow(/field "disableToc"/);
    expect(() => parseFrontMatter('title: [unclosed', FILE)).toThrow(
      /front matter is not valid YAML/,
    );
  });
});
