import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconNames } from '../app/components/icons/icon-names';
import { iconSprite, spritePath } from './icon-sprite';

describe('the icon sprite', () => {
  it('is what `npm run icons` writes from the list of icon names', async () => {
    expect(fs.readFileSync(spritePath, 'utf8')).toBe(await iconSprite());
  });

  it('has one symbol per name, with lucide’s shapes and stroke', async () => {
    const sprite = await iconSprite();
    expect(sprite.match(/<symbol /g)).toHaveLength(iconNames.length);
    expect(sprite).toContain(
      '<symbol id="arrow-right" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M5 12h14"/><path d="m12 5 7 7-7 7"/></symbol>',
    );
  });
});
