import { Redirect } from '../../../engine/layout/Redirect';

/** `/zh/x/` forwards to the Chinese MUI X overview. */
export default function ChineseXHome() {
  return <Redirect to="/zh/x/introduction/" />;
}

ChineseXHome.bare = true;
