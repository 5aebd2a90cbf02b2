import { json, jsonOnly, methodNotAllowed, PUBLIC_CACHE } from '~/modules/api/responses';
import { serialiseBranch } from '~/modules/api/serialisers';
import { upcomingClosures } from '~/modules/fleet/branch-hours.server';
import { listBranches } from '~/modules/fleet/branches.server';

/** GET /api/v1/branches: every branch with its opening hours, the days that differ and the closures ahead. */
export function loader() {
  return jsonOnly(async () => {
    const [branches, closures] = await Promise.all([listBranches(), upcomingClosures()]);
    return json({ branches: branches.map((branch) => serialiseBranch(branch, closures)) }, { cache: PUBLIC_CACHE });
  });
}

export function action() {
  return methodNotAllowed(['GET', 'HEAD']);
}
