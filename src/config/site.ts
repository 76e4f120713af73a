import { z } from 'zod';
import { PRODUCT_FAMILY } from './products';

const urlWithoutTrailingSlash = z
  .string()
  .url()
  .refine((value) => !value.endsWith('/'), 'must not end with a slash');

const siteConfigSchema = z.object({
  /** Product family name used in page titles ("<page> - MUI X"). */
  siteName: z.string().min(1),
  /** Public origin of the production site, used for canonical and Open Graph URLs. */
  origin: urlWithoutTrailingSlash,
  /** Where the source of this site lives, for "Edit this page" links. */
  repository: z.object({
    url: urlWithoutTrailingSlash,
    branch: z.string().min(1),
  }),
  /** Hosts of the older majors in the version switcher. */
  versionHosts: z.object({
    previousMajor: z.string().regex(/^v\d+$/),
    previousMajorHost: urlWithoutTrailingSlash,
    olderHostTemplate: z
      .string()
      .regex(
        /^https:\/\/\S*\{major\}\S*[^/]$/,
        'must be an https URL containing {major}, without trailing slash',
      ),
  }),
});

/** Validated site configuration (build time only: the browser gets the values via page data). */
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/**
 * Parses the site configuration from the environment (see README.md, "Configuration"); an invalid
 * value stops the build with the variable's field named.
 */
export function parseSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const result = siteConfigSchema.safeParse({
    siteName: PRODUCT_FAMILY,
    origin: env.SITE_ORIGIN || 'https://mui.com',
    repository: {
      url: env.DOCS_REPOSITORY || 'https://github.com/mui/mui-x-docs',
      branch: env.DOCS_BRANCH || 'main',
    },
    versionHosts: {
      previousMajor: 'v7',
      previousMajorHost: env.PREVIOUS_MAJOR_HOST || 'https://mui.com',
      olderHostTemplate: env.OLDER_VERSIONS_HOST || 'https://{major}.mui.com',
    },
  });
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(
      `Invalid site configuration, field "${issue.path.join('.')}": ${issue.message}`,
    );
  }
  return result.data;
}
