import type { GetStaticPaths, GetStaticProps } from 'next';
import { PlaygroundPage, type PlaygroundProps } from '../../engine/demos/PlaygroundPage';
import { SHELL_EN } from '../../engine/shell/en';
import { withShell } from '../../engine/page/shellData';
import { playgroundStaticPaths, playgroundStaticProps } from '../../engine/content/playgroundData';

export default withShell(PlaygroundPage, SHELL_EN);

export const getStaticPaths: GetStaticPaths = async () => playgroundStaticPaths();

export const getStaticProps: GetStaticProps<PlaygroundProps, { demo: string[] }> = async ({
  params,
}) => playgroundStaticProps(params?.demo);
