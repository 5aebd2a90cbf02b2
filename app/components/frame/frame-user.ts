import { createContext, useContext, useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { FrameUser } from './navigation';

type PersonalFrame = { user: FrameUser } | null;

declare global {
  interface Window {
    /** Started by the document's head when the server gave a signed-in visitor a shared page (decision 085). */
    __personalFrame?: Promise<PersonalFrame>;
  }
}

/** The root data the document came with; a shared copy's says nobody is signed in, and its frame says who is. */
let documentRoot: unknown;
let arrivedUser: FrameUser | undefined;

/**
 * Who is signed in, for the frame and for what a shared page shows staff (an Edit link): the root
 * data's user, or on a shared copy of a page the visitor's own frame once it has arrived. Once the
 * root data is read again (a sign-in, a language change), it alone says.
 */
export function useFrameUser(): FrameUser {
  const root = useRouteLoaderData<{ user: FrameUser }>('root');
  if (typeof window !== 'undefined' && documentRoot === undefined) documentRoot = root;
  // Hydration draws what the server drew (nobody); the arrived user comes in the effect.
  const [frameUser, setFrameUser] = useState<FrameUser>(null);
  useEffect(() => {
    const pending = window.__personalFrame;
    if (!pending) return;
    if (arrivedUser !== undefined) return setFrameUser(arrivedUser);
    let live = true;
    void pending.then((frame) => {
      arrivedUser = frame?.user ?? null;
      // The "Log in" links hidden while the frame was on its way show again for someone not signed in after all.
      document.documentElement.removeAttribute('data-personal');
      if (live) setFrameUser(arrivedUser);
    });
    return () => {
      live = false;
    };
  }, []);
  if (root?.user) return root.user;
  return root === documentRoot ? frameUser : null;
}

/** The document's nonce on the server, for the head's own inline script; the browser hides it, so nothing on the client. */
export const DocumentNonce = createContext<string | undefined>(undefined);
export const useDocumentNonce = () => useContext(DocumentNonce);
