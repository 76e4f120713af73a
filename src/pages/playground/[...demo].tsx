import type { GetStaticPaths, GetStaticProps } from 'next';
import { PlaygroundPage } from '../../engine/demos/PlaygroundPage';
import { SHELL_EN } from '../../engine/shell/en';
import { withShell } from '../../engine/shell/shellData';
import {
  playgroundStaticPaths,
  playgroundStaticProps,
  type PlaygroundProps,
} from '../../engine/demos/playgroundData';

export default withShell(PlaygroundPage, SHELL_EN);

export const getStaticPaths: GetStaticPaths = async () => playgroundStaticPaths();

export const getStaticProps: GetStaticProps<PlaygroundProps, { demo: string[] }> = async ({
  params,
}) => playgroundStaticProps(params?.demo);
