/** Two initials from a name, skipping particles such as 'Al' and 'bin': 'Rashed Al Mazrouei' -> 'RM'. */
export function initialsOf(name: string): string {
  const particles = new Set(['al', 'bin', 'bint', 'el', 'ibn']);
  const words = name.split(/[\s-]+/).filter((word) => word && !particles.has(word.toLowerCase()));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return (first + last).toUpperCase();
}
