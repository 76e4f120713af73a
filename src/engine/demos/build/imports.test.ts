import { describe, expect, it } from 'vitest';
import { importSpecifiers, packageName } from './imports';

describe('demo imports', () => {
  it('lists import and re-export specifiers, marking type-only ones', () => {
    const code =
      "import * as React from 'react';\nimport type { GridColDef } from '@mui/x-data-grid';\nimport { rows } from './rows';\nexport { x } from '@mui/material/Box';\n";
    expect(importSpecifiers(code, 'Demo.tsx')).toEqual([
      { specifier: 'react', typeOnly: false },
      { specifier: '@mui/x-data-grid', typeOnly: true },
      { specifier: './rows', typeOnly: false },
      { specifier: '@mui/material/Box', typeOnly: false },
    ]);
  });

  it('maps specifiers to npm package names', () => {
    expect(packageName('@mui/x-date-pickers/AdapterDayjs')).toBe('@mui/x-date-pickers');
    expect(packageName('dayjs/locale/fr')).toBe('dayjs');
    expect(packageName('react')).toBe('react');
    expect(packageName('./rows')).toBeNull();
  });
});
