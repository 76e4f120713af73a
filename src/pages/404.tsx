import { NotFoundPage } from '../engine/layout/NotFoundPage';
import { SHELL_EN } from '../engine/shell/en';
import { withShell } from '../engine/page/shellData';

export default withShell(NotFoundPage, SHELL_EN);
