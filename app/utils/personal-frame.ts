/**
 * A signed-in visitor may be given the shared copy of a content page (decision record 085): the
 * server marks that answer with a Server-Timing entry, the page reads it before its first paint
 * and asks for the visitor's own parts of the frame (their name and menu) at once.
 */
export const PERSONAL_TIMING = 'personal';
export const PERSONAL_FRAME_PATH = '/my-frame';

/**
 * Runs in the document's head, before the first paint: the same text for everyone, so a kept
 * page allows it by its hash. It hides the "Log in" links while the visitor's frame is on its way
 * (`data-personal`) and starts asking for it before the app's code has arrived.
 */
export const personalFrameScript = `(function(){try{var n=performance.getEntriesByType('navigation')[0];if(!n||!n.serverTiming||!n.serverTiming.some(function(t){return t.name==='${PERSONAL_TIMING}'}))return;document.documentElement.setAttribute('data-personal','');window.__personalFrame=fetch('${PERSONAL_FRAME_PATH}',{credentials:'same-origin',headers:{Accept:'application/json'}}).then(function(r){return r.ok?r.json():null}).catch(function(){return null})}catch(e){}})();`;
