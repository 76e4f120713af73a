export { NotFoundPage as default } from '../engine/layout/NotFoundPage';
