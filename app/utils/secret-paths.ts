/**
 * A path as logs and page statistics may keep it: the token of a booking link replaced, so that
 * neither a log line nor the analytics table opens anyone's booking.
 */
export function withoutLinkSecrets(path: string): string {
  return path.replace(/^((?:\/ar)?\/bookings\/manage\/)[^/?#]+/, '$1[token]');
}
