import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { iconNames } from '../app/components/icons/icon-names';

export const spritePath = 'app/components/icons/sprite.svg';

type IconNode = Array<[string, Record<string, string>]>;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The site's icons as one SVG sprite: a `<symbol>` per lucide icon, drawn the way lucide draws it
 * (24 units, a 2-unit round stroke in the text colour, no fill). The stroke is set on the symbol so
 * that each `<Icon>` in a page is an `<svg>` and a `<use>`, not a copy of the paths.
 */
export async function iconSprite(): Promise<string> {
  const symbols: string[] = [];
  for (const name of iconNames) {
    const { __iconData } = (await import(`lucide-react/icons/${name}`)) as { __iconData: { node: IconNode } };
    const shapes = __iconData.node.map(
      ([tag, attributes]) =>
        `<${tag}${Object.entries(attributes)
          .filter(([key]) => key !== 'key')
          .map(([key, value]) => ` ${key}="${escapeAttribute(String(value))}"`)
          .join('')}/>`,
    );
    symbols.push(
      `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes.join('')}</symbol>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  fs.writeFileSync(spritePath, await iconSprite());
  console.log(`wrote ${iconNames.length} icons to ${spritePath}`);
}
