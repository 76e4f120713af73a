/** The MUI X source code repository, linked from the app bar. */
export const SOURCE_CODE_REPOSITORY = 'https://github.com/mui/mui-x';

/**
 * The host of the rest of MUI's documentation (Material UI, System…). Links the packages' JSDoc
 * writes as root-relative paths outside `/x/` (`/material-ui/api/input/`) point there.
 */
export const MUI_DOCS_ORIGIN = 'https://mui.com';

/** MUI System's list of its style props, linked from API pages of components that take them. */
export const SYSTEM_PROPS_URL = `${MUI_DOCS_ORIGIN}/system/properties/`;
