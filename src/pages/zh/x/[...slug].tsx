import type { GetStaticProps } from 'next';
import { docsStaticPaths, docsStaticProps } from '../../../engine/content/staticProps';

/** Chinese docs pages: /zh/x/… */
import DocsRoutePage from '../../../engine/content/DocsRoutePage';
import { SHELL_ZH } from '../../../engine/shell/zh';
import { withShell } from '../../../engine/page/shellData';

export default withShell(DocsRoutePage, SHELL_ZH);
export const getStaticPaths = docsStaticPaths;
export const getStaticProps: GetStaticProps = ({ params }) =>
  docsStaticProps('zh', params?.slug as string[]);
