import fs from 'node:fs';
import path from 'node:path';

/** A built page: its URL (`/x/introduction/installation/`) and its HTML. */
export interface BuiltPage {
  url: string;
  html: string;
}

/**
 * The files of export/ as the build steps see them: one walk of the folder and one read of the
 * pages, shared by every step that needs them, until a step changes the export (the pipeline then
 * calls `changed`).
 */
export class ExportFiles {
  private listing: string[] | null = null;
  private htmlPages: BuiltPage[] | null = null;

  constructor(
    readonly root: string,
    readonly exportDir: string,
  ) {}

  /** Every file of the export, relative to it, with `/` separators, sorted. */
  files(): readonly string[] {
    this.listing ??= (
      fs.readdirSync(this.exportDir, { recursive: true, withFileTypes: true }) ?? []
    )
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path
          .relative(this.exportDir, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/'),
      )
      .sort();
    return this.listing;
  }

  /** Whether the export holds this file (relative path with `/` separators). */
  has(relative: string): boolean {
    return this.fileSet().has(relative);
  }

  /** Every page (`…/index.html`) with its URL and HTML, read once. */
  pages(): readonly BuiltPage[] {
    this.htmlPages ??= this.files()
      .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
      .map((file) => ({
        url: `/${file.slice(0, -'index.html'.length)}`,
        html: fs.readFileSync(path.join(this.exportDir, file), 'utf8'),
      }));
    return this.htmlPages;
  }

  /** The HTML of the page at this URL (`/x/…/`), or undefined when the export has no such page. */
  pageHtml(url: string): string | undefined {
    this.byUrl ??= new Map(this.pages().map((page) => [page.url, page.html]));
    return this.byUrl.get(url);
  }

  /** Forgets the listing and the pages: a step has changed the export. */
  changed(): void {
    this.listing = null;
    this.htmlPages = null;
    this.set = null;
    this.byUrl = null;
  }

  private set: Set<string> | null = null;
  private byUrl: Map<string, string> | null = null;
  private fileSet(): Set<string> {
    this.set ??= new Set(this.files());
    return this.set;
  }
}
