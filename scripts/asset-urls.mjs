import { register } from 'node:module';
import { URL } from 'node:url';
import { isMainThread } from 'node:worker_threads';

/**
 * Lets a script run route modules outside Vite: an asset imported by its URL (`./sprite.svg?url`)
 * becomes its source path, as the development server would serve it. Loaded with
 * `tsx --import ./scripts/asset-urls.mjs`; the same file is the hooks and registers them.
 */
const assetUrl = /\.(svg|png|jpe?g|webp|woff2)\?url\b/;

export async function resolve(specifier, context, next) {
  if (!assetUrl.test(specifier)) return next(specifier, context);
  const file = new URL(specifier.slice(0, specifier.indexOf('?')), context.parentURL);
  return { url: `${file.href}?asset-url`, shortCircuit: true };
}

export async function load(url, context, next) {
  if (!url.endsWith('?asset-url')) return next(url, context);
  const path = new URL(url).pathname;
  return { format: 'module', source: `export default ${JSON.stringify(path)};`, shortCircuit: true };
}

// Node runs the hooks on a thread of their own, which loads this file again.
if (isMainThread) register(import.meta.url);
