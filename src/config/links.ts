/** The MUI X source code repository, linked from the app bar. */
export const SOURCE_CODE_REPOSITORY = 'https://github.com/mui/mui-x';
