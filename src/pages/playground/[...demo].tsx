import type { GetStaticPaths, GetStaticProps } from 'next';
import { PlaygroundPage } from '../../engine/demos/PlaygroundPage';
import { playgroundStaticPaths, playgroundStaticProps, type PlaygroundProps } from '../../engine/demos/playgroundData';

export default PlaygroundPage;

export const getStaticPaths: GetStaticPaths = async () => playgroundStaticPaths();

export const getStaticProps: GetStaticProps<PlaygroundProps, { demo: string[] }> = async ({ params }) =>
  playgroundStaticProps(params?.demo);
