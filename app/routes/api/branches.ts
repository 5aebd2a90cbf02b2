import { json, jsonOnly, methodNotAllowed, PUBLIC_CACHE } from '~/modules/api/responses';
import { serialiseBranch } from '~/modules/api/serialisers';
import { listBranches } from '~/modules/fleet/branches.server';

/** GET /api/v1/branches: every branch with its opening hours. */
export function loader() {
  return jsonOnly(async () => json({ branches: (await listBranches()).map(serialiseBranch) }, { cache: PUBLIC_CACHE }));
}

export function action() {
  return methodNotAllowed(['GET', 'HEAD']);
}
