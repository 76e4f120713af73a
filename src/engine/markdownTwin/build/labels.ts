import { apiPageLabels } from '../../api/build/buildApiPages';
import type { Translate } from '../../i18n/translate';
import type { ApiTwinLabels } from './apiTwinTables';
import type { GuideTwinLabels } from './guideTwin';

/** The words a twin writes, from the same translations as the HTML page (build time only). */
export interface TwinLabels {
  guide: GuideTwinLabels;
  api: ApiTwinLabels;
  untranslatedNotice: string;
}

export function twinLabels(t: Translate): TwinLabels {
  const fill = (key: string, name: string, value: string) => t(key).replace(`{${name}}`, value);
  return {
    guide: {
      callouts: {
        info: t('callouts.info'),
        success: t('callouts.success'),
        warning: t('callouts.warning'),
        error: t('callouts.error'),
      },
      demo: t('markdownTwin.demo'),
    },
    api: {
      ...apiPageLabels(t),
      components: t('api.components'),
      apiObject: t('api.apiObject'),
      interfaces: t('api.interfaces'),
      required: t('api.required'),
      since: (version) => fill('api.since', 'version', version),
      columns: {
        name: t('api.columns.props.name'),
        type: t('api.columns.props.type'),
        default: t('api.columns.props.default'),
        description: t('api.columns.description'),
        slotName: t('api.columns.slots.name'),
        defaultComponent: t('api.columns.slots.type'),
        className: t('api.columns.classes.name'),
        ruleName: t('api.columns.classes.rule'),
      },
    },
    untranslatedNotice: t('untranslatedNotice'),
  };
}
