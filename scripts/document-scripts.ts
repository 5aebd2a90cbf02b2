type ManifestModule = { module: string; imports?: string[] };
type BrowserManifest = { entry: ManifestModule; routes: Record<string, ManifestModule> };

function manifestOfDocument(html: string): BrowserManifest {
  const manifestText = html.match(
    /window\.__reactRouterManifest = (\{[\s\S]*?\});\s*window\.__reactRouterRouteModules/,
  )?.[1];
  if (!manifestText) throw new Error('the document has no route manifest');
  return JSON.parse(manifestText) as BrowserManifest;
}

/**
 * The JavaScript files a document of the site loads to start: React Router's entry and the page's
 * route modules, each with the modules it imports. Documents carry no `modulepreload` hints
 * (decision record 035), so the list comes from the route manifest written into the page and the
 * route modules its inline script imports. Modules loaded later, on demand, are not counted.
 */
export function scriptsOfDocument(html: string): string[] {
  const manifest = manifestOfDocument(html);
  const imported = new Set([...html.matchAll(/import \* as route\d+ from "([^"]+)"/g)].map((match) => match[1]));
  const files = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const route of Object.values(manifest.routes)) {
    if (!imported.has(route.module)) continue;
    for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
  }
  return [...files];
}

/**
 * The files of the browser entry and what it imports: React DOM and React Router, the part of every
 * page that is the framework's rather than the site's (decision record 041).
 */
export function frameworkScriptsOfDocument(html: string): string[] {
  const { entry } = manifestOfDocument(html);
  return [entry.module, ...(entry.imports ?? [])];
}
