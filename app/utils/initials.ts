/** Two initials from a name, skipping particles such as 'Al' and 'bin': 'Rashed Al Mazrouei' -> 'RM'. */
export function initialsOf(name: string): string {
  // Arabic names are not shortened to initials; the first letter of the given name stands alone.
  if (/[\u0600-\u06FF]/.test(name)) return name.trim().split(/\s+/)[0]?.[0] ?? '';
  const particles = new Set(['al', 'bin', 'bint', 'el', 'ibn']);
  const words = name.split(/[\s-]+/).filter((word) => word && !particles.has(word.toLowerCase()));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return (first + last).toUpperCase();
}
