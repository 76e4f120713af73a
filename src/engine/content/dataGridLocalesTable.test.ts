import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as gridLocales from '@mui/x-data-grid/locales';

/**
 * The localization guide lists the locales of the installed @mui/x-data-grid in a table, with the
 * number of strings each one translates. This test fails when an upgrade adds, removes or changes a
 * locale, so the table is updated with the package.
 */
const PAGE = path.join(process.cwd(), 'content/react-data-grid/localization/index.mdx');
const LOCALES_DIR = path.join(process.cwd(), 'node_modules/@mui/x-data-grid/locales');

interface TableRow {
  language: string;
  exportName: string;
  translated: number;
}

function readTable(): TableRow[] {
  const rows: TableRow[] = [];
  for (const line of readFileSync(PAGE, 'utf8').split('\n')) {
    const match = /^\| ([^|]+) \| `([a-z]{2}[A-Z]{2})` \| (\d+) \|$/.exec(line);
    if (match) {
      rows.push({ language: match[1].trim(), exportName: match[2], translated: Number(match[3]) });
    }
  }
  return rows;
}

type LocaleModule = Record<
  string,
  { components?: { MuiDataGrid: { defaultProps: { localeText: object } } } }
>;

function localeTextOf(name: string): object {
  const locale = (gridLocales as unknown as LocaleModule)[name];
  if (!locale?.components) {
    throw new Error(`@mui/x-data-grid/locales has no locale named ${name}`);
  }
  return locale.components.MuiDataGrid.defaultProps.localeText;
}

describe('Data Grid localization page', () => {
  const rows = readTable();

  it('lists one row per locale file of the installed package, in alphabetical order of export', () => {
    const files = readdirSync(LOCALES_DIR)
      .filter((file) => file.endsWith('.js') && file !== 'index.js')
      .map((file) => file.slice(0, -'.js'.length))
      .sort();
    expect(files.length).toBeGreaterThan(30);
    expect(rows.map((row) => row.exportName)).toEqual(files);
  });

  it('names exactly the Localization objects the locales entry exports', () => {
    const exported = Object.keys(gridLocales)
      .filter((name) => (gridLocales as unknown as LocaleModule)[name]?.components !== undefined)
      .sort();
    expect(rows.map((row) => row.exportName)).toEqual(exported);
  });

  it('gives each locale a language and the number of English strings it translates', () => {
    const english = Object.keys(localeTextOf('enUS'));
    const page = readFileSync(PAGE, 'utf8');
    expect(page).toContain(`how many of the ${english.length} strings of the English locale`);
    expect(page).toContain(`has ${rows.length} locales`);
    for (const row of rows) {
      expect(row.language.length, row.exportName).toBeGreaterThan(2);
      const translated = english.filter((key) => key in localeTextOf(row.exportName)).length;
      expect({ locale: row.exportName, translated: row.translated }).toEqual({
        locale: row.exportName,
        translated,
      });
    }
  });
});
