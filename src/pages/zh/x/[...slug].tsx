import type { GetStaticProps } from 'next';
import { docsStaticPaths, docsStaticProps } from '../../../engine/content/staticProps';

/** Chinese docs pages: /zh/x/… */
export { default } from '../../../engine/layout/DocsRoutePage';
export const getStaticPaths = docsStaticPaths;
export const getStaticProps: GetStaticProps = ({ params }) => docsStaticProps('zh', params?.slug as string[]);
