import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { HOUSE_ADS, resolveAdSources, type AdSources, type HouseAd } from '../ads';

const httpsUrl = z
  .string()
  .url()
  .refine((value) => value.startsWith('https://'), 'must be an https URL');
const loopback = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//;
/** The feed and script may also be served over plain HTTP on loopback (local testing). */
const sourceUrl = z
  .string()
  .url()
  .refine(
    (value) => value.startsWith('https://') || loopback.test(value),
    'must be an https URL (or http on loopback)',
  );

const houseAdSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and dashes'),
  link: httpsUrl,
  img: z
    .string()
    .regex(
      /^\/static\/ads-in-house\/[\w.-]+\.(svg|png|jpg|webp)$/,
      'must be an image under /static/ads-in-house/',
    ),
  description: z.object(
    Object.fromEntries(LANGUAGES.map((language) => [language, z.string().min(20).max(160)])),
  ),
  poweredby: z.string().min(1),
  label: z.string(),
});

const adSourcesSchema = z.object({
  feedUrl: sourceUrl.nullable(),
  scriptUrl: sourceUrl.nullable(),
  enabledInDevelopment: z.boolean(),
});

function fail(where: string, issue: z.ZodIssue): never {
  throw new Error(
    `Invalid ad configuration, ${where} field "${issue.path.join('.')}": ${issue.message}`,
  );
}

/**
 * Checks the house ads (schema, label `in-house-<name>`, unique names, image present under
 * `public/`) and the ad variables of the environment. Run by the content build, so a bad value
 * stops it naming the file or variable and the field.
 */
export function validateAdConfig(
  root: string,
  env: Record<string, string | undefined>,
  houseAds: readonly HouseAd[] = HOUSE_ADS,
): AdSources {
  const where = 'src/config/ads.ts';
  if (houseAds.length === 0)
    throw new Error(`Invalid ad configuration, ${where}: at least one house ad is needed`);
  const names = new Set<string>();
  houseAds.forEach((ad, index) => {
    const parsed = houseAdSchema.safeParse(ad);
    if (!parsed.success) fail(`${where} HOUSE_ADS[${index}]`, parsed.error.issues[0]);
    if (ad.label !== `in-house-${ad.name}`)
      fail(`${where} HOUSE_ADS[${index}]`, {
        path: ['label'],
        message: `must be "in-house-${ad.name}"`,
      } as z.ZodIssue);
    if (names.has(ad.name))
      fail(`${where} HOUSE_ADS[${index}]`, {
        path: ['name'],
        message: `"${ad.name}" is used twice`,
      } as z.ZodIssue);
    names.add(ad.name);
    if (!fs.existsSync(path.join(root, 'public', ad.img)))
      fail(`${where} HOUSE_ADS[${index}]`, {
        path: ['img'],
        message: `public${ad.img} does not exist`,
      } as z.ZodIssue);
  });
  const sources = resolveAdSources(env);
  const parsed = adSourcesSchema.safeParse(sources);
  if (!parsed.success) {
    const field =
      parsed.error.issues[0].path[0] === 'feedUrl'
        ? 'NEXT_PUBLIC_AD_FEED_URL'
        : 'NEXT_PUBLIC_AD_SCRIPT_URL';
    fail(`environment variable ${field}`, parsed.error.issues[0]);
  }
  return sources;
}
