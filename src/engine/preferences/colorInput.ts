/** The result of checking a colour typed into the settings drawer. */
export type ColorInputResult = { ok: true; color: string } | { ok: false };

/** Accepts #rgb or #rrggbb hex colours (case-insensitive), normalised to lower case. */
export function parseColorInput(input: string): ColorInputResult {
  const value = input.trim().toLowerCase();
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/.test(value) ? { ok: true, color: value } : { ok: false };
}
