import type { Route } from './+types/my-frame';
import { answerFrameRequest } from '~/modules/auth/session-frame.server';

// The signed-in visitor's name and menu for a shared page's header (decision record 085); in
// production server/main.ts answers it before page routing.
export const loader = ({ request }: Route.LoaderArgs) => answerFrameRequest(request);
