export { default, loader, meta } from './staff-placeholder';
