export { default, loader } from './customer-placeholder';
