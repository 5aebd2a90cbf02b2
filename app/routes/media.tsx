import type { Route } from './+types/media';
import { sendStoredFile } from '~/modules/files/send-stored-file.server';
import { isPrivatePurpose } from '~/modules/files/stored-files.server';
import { recordId } from '~/utils/record-id';

/**
 * Serves a stored file to anyone, unless it is private (people's documents, blog pictures not yet
 * in a saved post). Files are never edited in place (a change is a new file), so caching is forever.
 */
export async function loader({ params, request, url }: Route.LoaderArgs) {
  return sendStoredFile(request, url, recordId(params.fileId), {
    mayServe: (purpose) => !isPrivatePurpose(purpose),
    cacheControl: 'public, max-age=31536000, immutable',
  });
}
