import { z } from 'zod';

export const MAX_SECTION_LENGTH = 200;
export const MAX_COMMENT_LENGTH = 2000;
export const MAX_VERSION_LENGTH = 50;
export const LANGUAGES = ['en', 'zh'] as const;

/** C0 and C1 control characters: never part of a heading id. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** Length in code points, so a CJK or emoji character counts once, as a reader would count it. */
const characters = (value: string): number => [...value].length;

/** A vote as stored. */
export interface Feedback {
  page: string;
  section: string | null;
  rating: 0 | 1;
  comment: string;
  version: string;
  language: (typeof LANGUAGES)[number];
}

/** The request body schema; `routes` are the pages a vote may name. Messages read after the field name. */
export function feedbackSchema(routes: ReadonlySet<string>) {
  return z
    .object({
      page: z.string().superRefine((page, context) => {
        if (!routes.has(page)) context.addIssue({ code: z.ZodIssueCode.custom, message: `${JSON.stringify(page)} is not a page of this site` });
      }),
      section: z
        .string()
        .refine((section) => characters(section) >= 1 && characters(section) <= MAX_SECTION_LENGTH, `must be 1 to ${MAX_SECTION_LENGTH} characters`)
        .refine((section) => !CONTROL_CHARACTER.test(section), 'must not contain control characters')
        .nullish()
        .transform((section) => section ?? null),
      rating: z.union([z.literal(0), z.literal(1)], { errorMap: (_issue, context) => ({ message: context.data === undefined ? 'is required' : 'must be 0 or 1' }) }),
      comment: z
        .string()
        .refine((comment) => characters(comment) <= MAX_COMMENT_LENGTH, `must be at most ${MAX_COMMENT_LENGTH} characters`)
        .default(''),
      version: z.string().min(1, 'must not be empty').max(MAX_VERSION_LENGTH, `must be at most ${MAX_VERSION_LENGTH} characters`),
      language: z
        .string()
        .refine(
          (language): language is Feedback['language'] => (LANGUAGES as readonly string[]).includes(language),
          `must be ${LANGUAGES.map((language) => `"${language}"`).join(' or ')}`,
        ),
    })
    .strict();
}

/** One readable sentence for the first problem, naming the field: `rating must be 0 or 1`. */
function describeIssue(issue: z.ZodIssue): string {
  const field = issue.path.join('.');
  if (issue.code === z.ZodIssueCode.unrecognized_keys) {
    return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}`;
  }
  if (issue.code === z.ZodIssueCode.invalid_type) {
    return issue.received === 'undefined' ? `${field} is required` : `${field} must be a ${issue.expected}, got ${issue.received}`;
  }
  return `${field} ${issue.message}`;
}

export type ParseResult = { ok: true; feedback: Feedback } | { ok: false; error: string };

/** Validates a parsed JSON body; refuses anything that is not a plain object. */
export function parseFeedback(body: unknown, schema: ReturnType<typeof feedbackSchema>): ParseResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, error: 'the body must be a JSON object' };
  const result = schema.safeParse(body);
  if (!result.success) return { ok: false, error: describeIssue(result.error.issues[0]) };
  return { ok: true, feedback: result.data };
}
