import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { ContentError } from './errors';

const frontMatterSchema = z
  .object({
    /** Page title: the h1 and the browser title. */
    title: z.string().trim().min(1),
    /** One or two sentences under the title, also the meta description. */
    description: z.string().trim().min(20, 'must be a sentence of at least 20 characters'),
    /** Components the page documents (feeds the API links). */
    components: z.array(z.string().regex(/^[A-Z][A-Za-z0-9]*$/)).optional(),
    /** Hides the table of contents. */
    disableToc: z.boolean().optional(),
    /** Hides the page's ad. */
    disableAd: z.boolean().optional(),
  })
  .strict();

/** Validated front matter of an MDX page. */
export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** Parses and validates YAML front matter; a bad value throws naming the file and the field. */
export function parseFrontMatter(yaml: string | undefined, file: string): FrontMatter {
  if (yaml === undefined) {
    throw new ContentError(file, 1, 'front matter is missing (title and description are required)');
  }
  let data: unknown;
  try {
    data = parseYaml(yaml);
  } catch (error) {
    throw new ContentError(file, 1, `front matter is not valid YAML: ${(error as Error).message}`);
  }
  const result = frontMatterSchema.safeParse(data ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const field =
      issue.path.join('.') || (issue as { keys?: string[] }).keys?.join(', ') || '(root)';
    throw new ContentError(file, 1, `front matter field "${field}": ${issue.message}`);
  }
  return result.data;
}
