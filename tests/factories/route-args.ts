import { RouterContextProvider } from 'react-router';
import { pageOfUrl, requestPageContext } from '~/utils/request-page';

/**
 * What React Router hands a loader or action for this request: the request, its params, the
 * normalised `url`, and a context holding the page as the root middleware sets it.
 */
export function routeArgs(request: Request, params: Record<string, string | undefined> = {}) {
  const page = pageOfUrl(new URL(request.url));
  const context = new RouterContextProvider();
  context.set(requestPageContext, page);
  const url = new URL(`${page.path}${page.search}`, request.url);
  return { request, params, context, url, pattern: '' } as never;
}
