import * as React from 'react';
import type { DocsRouteProps } from './staticProps';
import { DocsLayout } from '../layout/DocsLayout';

/** The page component of the docs routes (both languages). */
export default function DocsRoutePage({ page }: DocsRouteProps) {
  return <DocsLayout page={page} />;
}
