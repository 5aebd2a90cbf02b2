/**
 * Paths whose last part (or the part after a record id) is a secret that opens something without a
 * session: a booking's manage link, a charge's payment link, a password reset or first-login link,
 * a staff invitation. Listed here once, for the request log and the page statistics.
 */
const secretPaths: readonly RegExp[] = [
  /^((?:\/ar)?\/bookings\/manage\/)[^/?#]+/,
  /^((?:\/ar)?\/charges\/\d+\/)[^/?#]+/,
  /^((?:\/ar)?\/(?:reset-password|home|staff-invitation)\/)[^/?#]+/,
];

/** A path as logs and page statistics may keep it: every link secret replaced, so no log line or analytics row opens anything. */
export function withoutLinkSecrets(path: string): string {
  return secretPaths.reduce((kept, pattern) => kept.replace(pattern, '$1[token]'), path);
}
