import type { IconName } from './icon-names';
import sprite from './sprite.svg?url&no-inline';

/**
 * A decorative icon: an `<svg>` that uses the sprite's symbol. The sprite is one cached file for the
 * whole site, so a page holds two elements per icon instead of its paths, and rendering one is no work.
 * Every icon sits beside text that says what it means, so it is hidden from assistive technology.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className} width="24" height="24" aria-hidden="true" focusable="false">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
