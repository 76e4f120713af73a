/** The section a reader asked to give feedback on, and the heading button the popover hangs from. */
export interface SectionTarget {
  id: string;
  title: string;
  anchor: HTMLButtonElement;
  /** Counts openings, so each one starts with a fresh form. */
  opening: number;
}
