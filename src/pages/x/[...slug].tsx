import type { GetStaticProps } from 'next';
import { docsStaticPaths, docsStaticProps } from '../../engine/content/staticProps';

/** English docs pages: /x/… */
import DocsRoutePage from '../../engine/content/DocsRoutePage';
import { SHELL_EN } from '../../engine/shell/en';
import { withShell } from '../../engine/page/shellData';

export default withShell(DocsRoutePage, SHELL_EN);
export const getStaticPaths = docsStaticPaths;
export const getStaticProps: GetStaticProps = ({ params }) =>
  docsStaticProps('en', params?.slug as string[]);
