/** How durations are shown: the recipes rebuild their columns when this changes. */
export type DurationUnit = 'hours' | 'days';

export function formatDuration(hours: number | null | undefined, unit: DurationUnit): string {
  if (hours == null) {
    return '';
  }
  if (unit === 'hours') {
    return `${Math.round(hours * 10) / 10} h`;
  }
  return `${Math.round((hours / 24) * 10) / 10} d`;
}
