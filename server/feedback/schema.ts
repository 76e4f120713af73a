import { z } from 'zod';
import type { FeedbackSite } from './siteIndex';

export const MAX_SECTION_LENGTH = 200;
export const MAX_COMMENT_LENGTH = 2000;
export const MAX_VERSION_LENGTH = 50;
export const LANGUAGES = ['en', 'zh'] as const;

/** C0 and C1 control characters (Unicode's Cc category): never part of a heading id. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * The control characters a comment may not hold: every C0 and C1 one but newline and tab. CR is
 * refused too: a textarea's value, which the browser sends, has its line breaks as \n alone.
 */
const COMMENT_CONTROL_CHARACTER = /(?![\t\n])\p{Cc}/u;

/**
 * A UTF-16 surrogate without its other half. JSON lets `"\ud800"` through, but no UTF-8 can hold
 * it: SQLite would store bytes that Python's sqlite3, for one, then fails to read back.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Length in code points, so a CJK or emoji character counts once, as a reader would count it. */
const characters = (value: string): number => [...value].length;

const codePoint = (character: string): string =>
  `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Why a comment cannot be stored faithfully, naming the character and its position; null when it can. */
export function commentProblem(comment: string): string | null {
  for (const [pattern, problem] of [
    [LONE_SURROGATE, 'must be valid Unicode text: lone surrogate'],
    [COMMENT_CONTROL_CHARACTER, 'must not contain control characters other than newline and tab:'],
  ] as const) {
    const match = pattern.exec(comment);
    if (match)
      return `${problem} ${codePoint(match[0])} at character ${characters(comment.slice(0, match.index)) + 1}`;
  }
  return null;
}

/** A vote as stored. */
export interface Feedback {
  page: string;
  section: string | null;
  rating: 0 | 1;
  comment: string;
  version: string;
  language: (typeof LANGUAGES)[number];
}

/**
 * The request body schema; `routes` are the pages a vote may name, `site` the versions and the
 * heading ids of each page (the build's feedback index). Messages read after the field name.
 */
export function feedbackSchema(routes: ReadonlySet<string>, site: FeedbackSite) {
  return (
    z
      .object({
        page: z.string().superRefine((page, context) => {
          if (!routes.has(page))
            context.addIssue({
              code: z.ZodIssueCode.custom,
              message: `${JSON.stringify(page)} is not a page of this site`,
            });
        }),
        section: z
          .string()
          .refine(
            (section) => characters(section) >= 1 && characters(section) <= MAX_SECTION_LENGTH,
            `must be 1 to ${MAX_SECTION_LENGTH} characters`,
          )
          .refine(
            (section) => !CONTROL_CHARACTER.test(section),
            'must not contain control characters',
          )
          .nullish()
          .transform((section) => section ?? null),
        rating: z.union([z.literal(0), z.literal(1)], {
          errorMap: (_issue, context) => ({
            message: context.data === undefined ? 'is required' : 'must be 0 or 1',
          }),
        }),
        comment: z
          .string()
          .refine(
            (comment) => characters(comment) <= MAX_COMMENT_LENGTH,
            `must be at most ${MAX_COMMENT_LENGTH} characters`,
          )
          .superRefine((comment, context) => {
            const problem = commentProblem(comment);
            if (problem) context.addIssue({ code: z.ZodIssueCode.custom, message: problem });
          })
          .default(''),
        version: z
          .string()
          .min(1, 'must not be empty')
          .max(MAX_VERSION_LENGTH, `must be at most ${MAX_VERSION_LENGTH} characters`)
          .superRefine((version, context) => {
            if (site.versions.has(version)) return;
            const documented = [...site.versions].join(', ');
            context.addIssue({
              code: z.ZodIssueCode.custom,
              message: `${JSON.stringify(version)} is not a version this site documents (${documented})`,
            });
          }),
        language: z
          .string()
          .refine(
            (language): language is Feedback['language'] =>
              (LANGUAGES as readonly string[]).includes(language),
            `must be ${LANGUAGES.map((language) => `"${language}"`).join(' or ')}`,
          ),
      })
      .strict()
      // Checked once page and language are known: a heading id of that page as built in that language.
      .superRefine((vote, context) => {
        if (vote.section === null || site.sectionsOf(vote.page, vote.language).has(vote.section))
          return;
        context.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['section'],
          message: `${JSON.stringify(vote.section)} is not a heading id of the ${vote.language} page ${vote.page}`,
        });
      })
  );
}

/** A character of 4 UTF-8 bytes, the most one character takes in a JSON body. */
const WIDEST_CHARACTER = '\u{1F600}';

/**
 * The size in bytes of the largest valid vote as a browser sends it (JSON.stringify, UTF-8): a
 * comment of MAX_COMMENT_LENGTH 4-byte characters on the page whose route and longest heading id
 * take the most bytes, with the longest documented version. The body limit is exactly this, so
 * every valid vote fits and nothing larger is read. (Escapes do not make a valid comment larger:
 * the ones JSON.stringify writes for `"`, `\\`, newline and tab take 2 bytes.)
 */
export function largestVoteBytes(routes: Iterable<string>, site: FeedbackSite): number {
  const bytes = (value: string | null): number => Buffer.byteLength(JSON.stringify(value));
  const longest = <T extends string | null>(values: Iterable<T>, fallback: T): T => {
    let best = fallback;
    let bestBytes = bytes(fallback);
    for (const value of values) {
      const size = bytes(value);
      if (size > bestBytes) {
        best = value;
        bestBytes = size;
      }
    }
    return best;
  };
  // Per route, the bytes of its longest heading id in any language (`null` for none).
  const sectionBytes = new Map<string, number>();
  for (const { page, sections } of site.pages()) {
    for (const id of sections)
      sectionBytes.set(page, Math.max(sectionBytes.get(page) ?? 0, bytes(id)));
  }
  const pairBytes = (route: string): number =>
    bytes(route) + Math.max(sectionBytes.get(route) ?? 0, bytes(null));
  let page = '';
  for (const route of routes) if (pairBytes(route) > pairBytes(page)) page = route;
  const section = longest<string | null>(
    [...site.pages()]
      .filter((entry) => entry.page === page)
      .flatMap((entry) => [...entry.sections]),
    null,
  );
  const vote = {
    page,
    section,
    rating: 0,
    comment: WIDEST_CHARACTER.repeat(MAX_COMMENT_LENGTH),
    version: longest(site.versions, ''),
    language: longest(LANGUAGES, LANGUAGES[0]),
  };
  return Buffer.byteLength(JSON.stringify(vote));
}

/** One readable sentence for the first problem, naming the field: `rating must be 0 or 1`. */
function describeIssue(issue: z.ZodIssue): string {
  const field = issue.path.join('.');
  if (issue.code === z.ZodIssueCode.unrecognized_keys) {
    return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}`;
  }
  if (issue.code === z.ZodIssueCode.invalid_type) {
    return issue.received === 'undefined'
      ? `${field} is required`
      : `${field} must be a ${issue.expected}, got ${issue.received}`;
  }
  return `${field} ${issue.message}`;
}

export type ParseResult = { ok: true; feedback: Feedback } | { ok: false; error: string };

/** Validates a parsed JSON body; refuses anything that is not a plain object. */
export function parseFeedback(
  body: unknown,
  schema: ReturnType<typeof feedbackSchema>,
): ParseResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, error: 'the body must be a JSON object' };
  const result = schema.safeParse(body);
  if (!result.success) return { ok: false, error: describeIssue(result.error.issues[0]) };
  return { ok: true, feedback: result.data };
}
