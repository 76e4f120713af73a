/** One entry of the version switcher. */
export interface VersionLink {
  text: string;
  /** Absent for the current version: choosing it just closes the menu. */
  href?: string;
  current: boolean;
}

/** Older major versions per product, with the page each one opens on (the reference's paths). */
export const OLDER_VERSIONS: Record<string, readonly { major: string; path: string }[]> = {
  default: [
    { major: 'v7', path: '/x/introduction/' },
    { major: 'v6', path: '/x/introduction/' },
    { major: 'v5', path: '/x/introduction/' },
    { major: 'v4', path: '/components/data-grid/' },
  ],
  'x-data-grid': [
    { major: 'v7', path: '/x/react-data-grid/' },
    { major: 'v6', path: '/x/react-data-grid/' },
    { major: 'v5', path: '/x/react-data-grid/' },
    { major: 'v4', path: '/components/data-grid/' },
  ],
  'x-date-pickers': [
    { major: 'v7', path: '/x/react-date-pickers/' },
    { major: 'v6', path: '/x/react-date-pickers/' },
    { major: 'v5', path: '/x/react-date-pickers/getting-started/' },
  ],
  'x-charts': [
    { major: 'v7', path: '/x/react-charts/' },
    { major: 'v6', path: '/x/react-charts/' },
  ],
  'x-tree-view': [
    { major: 'v7', path: '/x/react-tree-view/' },
    { major: 'v6', path: '/x/react-tree-view/getting-started/' },
  ],
};

/** Where older majors live: the previous major on the main host, older ones on their own hosts. */
export interface VersionHosts {
  previousMajor: string;
  previousMajorHost: string;
  /** Host of other majors, `{major}` replaced by e.g. `v6`. */
  olderHostTemplate: string;
}

/**
 * The version list of a product: the installed version first (current), then older majors.
 * `languagePrefix` is '' for English, '/zh' for Chinese.
 */
export function versionLinks(
  productId: string | null,
  currentVersion: string,
  languagePrefix: string,
  hosts: VersionHosts,
): VersionLink[] {
  const older = OLDER_VERSIONS[productId ?? 'default'] ?? OLDER_VERSIONS.default;
  return [
    { text: `v${currentVersion}`, current: true },
    ...older.map(({ major, path: page }) => {
      const host =
        major === hosts.previousMajor
          ? hosts.previousMajorHost
          : hosts.olderHostTemplate.replace('{major}', major);
      return { text: major, href: `${host}${languagePrefix}${page}`, current: false };
    }),
  ];
}
