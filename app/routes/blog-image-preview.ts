import type { Route } from './+types/blog-image-preview';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { sendStoredFile } from '~/modules/files/send-stored-file.server';
import { BLOG_IMAGE_DRAFT, isPrivatePurpose } from '~/modules/files/stored-files.server';
import { recordId } from '~/utils/record-id';

/**
 * The blog editor's pictures, for the content team only: one uploaded for a post not saved yet
 * (private until then, see BLOG_IMAGE_DRAFT) and the public ones a post already shows. Revalidated
 * on every use, so a browser never shows it to someone who has since lost the role.
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'blog-image-preview');
  return sendStoredFile(request, url, recordId(params.fileId), {
    mayServe: (purpose) => purpose === BLOG_IMAGE_DRAFT || !isPrivatePurpose(purpose),
    cacheControl: 'private, no-cache',
  });
}
