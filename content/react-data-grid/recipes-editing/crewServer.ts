import type { CrewMember } from './filmCrew';

/** Stands in for the production office's server: accepts a batch of rows after 600 ms. */
export function saveCrewMembers(rows: CrewMember[]): Promise<CrewMember[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(rows.map((row) => ({ ...row }))), 600);
  });
}
