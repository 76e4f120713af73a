import { enUS, ptBR, zhCN, type Localization } from '@mui/material/locale';

/** Material UI component locale per site language (pt is kept in the map as the spec lists it). */
export const THEME_LOCALES: Record<'en' | 'zh' | 'pt', Localization> = {
  en: enUS,
  zh: zhCN,
  pt: ptBR,
};
