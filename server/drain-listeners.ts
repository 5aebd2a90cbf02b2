import type { RequestHandler } from 'express';

type Listener = (...args: unknown[]) => void;
type OnceWrapper = Listener & { listener?: Listener };

/**
 * Keeps a response's `drain` listeners removable behind `compression`.
 *
 * `compression` moves `res.on('drain')` to its zlib stream but leaves `removeListener` and `off` on the
 * response, so a listener added with `once` and later removed stays on the stream. React Router's
 * page writer waits for `drain` that way on every write the client is too slow for, and a large page
 * to a slow reader piled up listeners until Node warned of a leak (`MaxListenersExceededWarning`).
 *
 * Mounted after `compression`, this holds the response's drain listeners itself and gives
 * `compression` a single one that calls them: adding and removing then meet in one place.
 */
export function removableDrainListeners(): RequestHandler {
  return (_req, res, next) => {
    const listeners: OnceWrapper[] = [];
    const forwardedOn = res.on.bind(res);
    const removeListener = res.removeListener.bind(res);
    forwardedOn('drain', () => {
      for (const listener of [...listeners]) listener.call(res);
    });

    const add = (event: string | symbol, listener: Listener) => {
      if (event !== 'drain') return forwardedOn(event, listener);
      listeners.push(listener);
      return res;
    };
    const remove = (event: string | symbol, listener: Listener) => {
      if (event !== 'drain') return removeListener(event, listener);
      // Node's `once` wrapper carries the caller's function, which is what the caller removes by.
      const index = listeners.findLastIndex((added) => added === listener || added.listener === listener);
      if (index !== -1) listeners.splice(index, 1);
      return res;
    };
    res.on = res.addListener = add as typeof res.on;
    res.off = res.removeListener = remove as typeof res.off;
    next();
  };
}
