/** The user properties sent with `gtag('set', 'user_properties', …)`. */
export interface UserProperties {
  codeVariant: string;
  codeStylingVariant: string;
  userLanguage: string;
  devicePixelRatio: number;
  colorSchemeOS: 'light' | 'dark';
  colorScheme: 'light' | 'dark';
}

/** The device pixel ratio rounded to one decimal (1.25 → 1.3), as reported. */
export function roundPixelRatio(ratio: number): number {
  return Math.round(ratio * 10) / 10;
}
