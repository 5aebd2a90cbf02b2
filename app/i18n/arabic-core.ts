// The core Arabic on its own, as the browser fetches it: the areas' Arabic stays in their own files.
export { arCore } from './ar';
