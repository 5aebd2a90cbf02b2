import { describe, expect, it } from 'vitest';
import { frameworkScriptsOfDocument, scriptsOfDocument } from './document-scripts';

const page = (routeImports: string) => `<html><head></head><body><script type="module" async="">;
${routeImports}
  window.__reactRouterManifest = {
  "entry": { "module": "/assets/entry.js", "imports": ["/assets/react-dom.js", "/assets/router.js"], "css": [] },
  "routes": {
    "root": { "id": "root", "module": "/assets/root.js", "imports": ["/assets/router.js", "/assets/translate.js"] },
    "home": { "id": "home", "module": "/assets/home.js", "imports": ["/assets/booking-form.js"] },
    "fleet-guide": { "id": "fleet-guide", "module": "/assets/fleet-guide.js", "imports": ["/assets/filters.js"] }
  },
  "url": "/assets/manifest-1.js",
  "version": "1"
};
  window.__reactRouterRouteModules = {"root":route0,"home":route1};

import("/assets/entry.js");</script></body></html>`;

describe('scriptsOfDocument', () => {
  it('lists the entry, the route modules the page imports and what they import, each once', () => {
    const html = page('import * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";');
    expect(scriptsOfDocument(html).sort()).toEqual(
      [
        '/assets/booking-form.js',
        '/assets/entry.js',
        '/assets/home.js',
        '/assets/react-dom.js',
        '/assets/root.js',
        '/assets/router.js',
        '/assets/translate.js',
      ].sort(),
    );
  });

  it('leaves out routes in the manifest that the page does not import, and the manifest file itself', () => {
    const files = scriptsOfDocument(page('import * as route0 from "/assets/root.js";'));
    expect(files).not.toContain('/assets/fleet-guide.js');
    expect(files).not.toContain('/assets/home.js');
    expect(files).not.toContain('/assets/manifest-1.js');
  });

  it('refuses a document without a route manifest', () => {
    expect(() => scriptsOfDocument('<html></html>')).toThrow('the document has no route manifest');
  });
});

describe('frameworkScriptsOfDocument', () => {
  it('lists the browser entry and its imports, and none of the route modules', () => {
    const html = page('import * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";');
    expect(frameworkScriptsOfDocument(html)).toEqual(['/assets/entry.js', '/assets/react-dom.js', '/assets/router.js']);
  });
});
