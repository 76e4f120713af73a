import type { GetStaticProps } from 'next';
import { docsStaticPaths, docsStaticProps } from '../../engine/content/staticProps';

/** English docs pages: /x/… */
export { default } from '../../engine/layout/DocsRoutePage';
export const getStaticPaths = docsStaticPaths;
export const getStaticProps: GetStaticProps = ({ params }) => docsStaticProps('en', params?.slug as string[]);
