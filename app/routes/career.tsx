export { default, loader, meta } from './info-page';
