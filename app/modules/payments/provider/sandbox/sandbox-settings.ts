/**
 * Fixed credentials of the built-in N-Genius sandbox. They guard nothing real: the sandbox only
 * runs outside production, and checks them so the client's authentication is exercised for real.
 */
export const SANDBOX_API_KEY = 'c2FuZGJveC1zZXJ2aWNlLWFjY291bnQ6bm90LWEtc2VjcmV0';
export const SANDBOX_OUTLET_REF = '5a9d6c3e-0000-4000-8000-5a4db0c0071e';
/** Where server/main.ts mounts the sandbox, under the site's own origin. */
export const SANDBOX_MOUNT_PATH = '/sandbox/ngenius';

/** The sandbox's test cards and what paying with each does. */
export const SANDBOX_TEST_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002',
  threeDSecure: '4000000000003220',
  /** Approved, but the issuer refuses the first refund asked for it (a later one goes through). */
  refundRefused: '4000000000000119',
} as const;
