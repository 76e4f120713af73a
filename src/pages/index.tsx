import { Redirect } from '../engine/layout/Redirect';

/** `/` forwards to the MUI X overview. */
export default function Home() {
  return <Redirect to="/x/introduction/" />;
}

Home.bare = true;
