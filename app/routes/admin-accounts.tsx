export { default, loader } from './staff-placeholder';
