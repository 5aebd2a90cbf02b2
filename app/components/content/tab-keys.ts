/**
 * The tab a key moves to in a tab list (WAI-ARIA tabs): arrows step along the reading direction,
 * so they swap in right-to-left pages, and Home/End jump to the ends. Null for other keys.
 */
export function tabFromKey(key: string, index: number, count: number, rtl: boolean): number | null {
  const next = rtl ? 'ArrowLeft' : 'ArrowRight';
  const previous = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === next) return (index + 1) % count;
  if (key === previous) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
