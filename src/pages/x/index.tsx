import { Redirect } from '../../engine/layout/Redirect';

/** `/x/` forwards to the MUI X overview. */
export default function XHome() {
  return <Redirect to="/x/introduction/" />;
}

XHome.bare = true;
