import { NotFoundPage } from '../engine/layout/NotFoundPage';
import { SHELL_EN } from '../engine/shell/en';
import { withShell } from '../engine/shell/shellData';

export default withShell(NotFoundPage, SHELL_EN);
