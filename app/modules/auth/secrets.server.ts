import crypto from 'node:crypto';

/** A random URL-safe token with 256 bits of entropy (session ids, reset links, sign-up tickets). */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** A six-digit code, uniformly drawn. */
export function randomSixDigitCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Tokens are stored only as their SHA-256, so a copy of the database cannot sign anyone in. */
export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** Compares two secrets in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = crypto.createHash('sha256').update(a).digest();
  const right = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(left, right);
}
