import type { Language } from './languages';

/**
 * Advertising configuration. The browser reads it, so it carries no validation library;
 * `adsSchema.ts` checks it (and the environment overrides) when the content is built.
 */

/** The feed the reference site reads its text-and-image ads from (BuySellAds, serving Carbon). */
export const DEFAULT_AD_FEED_URL = 'https://srv.buysellads.com/ads/CE7DC23W.json';

/** A house ad: one of our own, shown when the feed has nothing or the visitor blocks ads. */
export interface HouseAd {
  /** Identifier; the analytics label is `in-house-<name>`. */
  name: string;
  /** Where the ad leads (https). */
  link: string;
  /** Self-hosted picture under /static/ads-in-house/. */
  img: string;
  /** Plain text per language (never HTML). */
  description: Record<Language, string>;
  poweredby: string;
  label: string;
}

/** Campaign parameters on house-ad links, so their visits can be told apart. */
const campaign = (name: string) =>
  `utm_source=mui-x-docs&utm_medium=referral&utm_campaign=in-house-${name}`;

export const HOUSE_ADS: readonly HouseAd[] = [
  {
    name: 'x-pro',
    link: `https://mui.com/pricing/?${campaign('x-pro')}`,
    img: '/static/ads-in-house/x-pro.svg',
    description: {
      en: 'MUI X Pro adds column pinning, tree data, lazy loading and date range pickers to the components you already use.',
      zh: 'MUI X Pro 为你正在使用的组件加入列固定、树形数据、懒加载和日期范围选择器。',
    },
    poweredby: 'MUI',
    label: 'in-house-x-pro',
  },
  {
    name: 'premium',
    link: `https://mui.com/pricing/?${campaign('premium')}`,
    img: '/static/ads-in-house/premium.svg',
    description: {
      en: 'Group rows, aggregate values and export to Excel: the Premium Data Grid turns a table into a reporting tool.',
      zh: '行分组、数值聚合、导出 Excel：Premium 数据表格让表格变成报表工具。',
    },
    poweredby: 'MUI',
    label: 'in-house-premium',
  },
  {
    name: 'templates',
    link: `https://mui.com/store/?${campaign('templates')}`,
    img: '/static/ads-in-house/templates.svg',
    description: {
      en: 'Start from a finished dashboard: templates built with Material UI and MUI X, ready to adapt.',
      zh: '从一个完成的仪表盘开始：基于 Material UI 和 MUI X 的模板，拿来即可改。',
    },
    poweredby: 'MUI',
    label: 'in-house-templates',
  },
  {
    name: 'toolpad',
    link: `https://mui.com/toolpad/core/introduction/?${campaign('toolpad')}`,
    img: '/static/ads-in-house/toolpad.svg',
    description: {
      en: 'Building an admin panel? Toolpad Core gives you layouts, authentication and CRUD pages around the Data Grid.',
      zh: '在做管理后台？Toolpad Core 围绕数据表格提供布局、认证和增删改查页面。',
    },
    poweredby: 'MUI',
    label: 'in-house-toolpad',
  },
];

/** Where ads come from, resolved at build time (Next.js inlines `NEXT_PUBLIC_*` variables). */
export interface AdSources {
  /** JSON feed of third-party ads; null turns the feed off (house ads only). */
  feedUrl: string | null;
  /** A third-party ad script used instead of the feed; null when not configured. */
  scriptUrl: string | null;
  /** Show ads in `npm run dev` too. */
  enabledInDevelopment: boolean;
}

/** Reads the ad sources from the environment variables documented in docs/ads-analytics-offline.md. */
export function resolveAdSources(env: {
  NEXT_PUBLIC_AD_FEED_URL?: string;
  NEXT_PUBLIC_AD_SCRIPT_URL?: string;
  NEXT_PUBLIC_ENABLE_AD_IN_DEV_MODE?: string;
}): AdSources {
  const feed = env.NEXT_PUBLIC_AD_FEED_URL?.trim();
  return {
    feedUrl: feed === 'none' ? null : feed || DEFAULT_AD_FEED_URL,
    scriptUrl: env.NEXT_PUBLIC_AD_SCRIPT_URL?.trim() || null,
    enabledInDevelopment: env.NEXT_PUBLIC_ENABLE_AD_IN_DEV_MODE === 'true',
  };
}

/** The ad sources of this build. Each variable is spelled out so Next.js can inline it. */
export const AD_SOURCES: AdSources = resolveAdSources({
  NEXT_PUBLIC_AD_FEED_URL: process.env.NEXT_PUBLIC_AD_FEED_URL,
  NEXT_PUBLIC_AD_SCRIPT_URL: process.env.NEXT_PUBLIC_AD_SCRIPT_URL,
  NEXT_PUBLIC_ENABLE_AD_IN_DEV_MODE: process.env.NEXT_PUBLIC_ENABLE_AD_IN_DEV_MODE,
});
