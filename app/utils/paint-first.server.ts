import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;
const HEAD_END = '</head>';

/**
 * Takes React Router's `modulepreload` hints out of a document's head (decision record 035).
 *
 * They ask for every script of the page at high priority before the body is parsed: 30 to 40 files
 * on a phone's few connections, queued ahead of the fonts and the hero picture, so the page paints
 * only once its JavaScript has arrived. Without them the page paints from its HTML and CSS, and the
 * scripts still load: the inline module script imports the page's route modules, which import the
 * rest, a few round trips later. The head is written in React's first chunk, so only the text up
 * to `</head>` is held back and rewritten; the body streams through untouched.
 */
export function withoutModulePreloads() {
  // An Arabic title or description can be cut between two chunks in the middle of a letter.
  const decoder = new StringDecoder('utf8');
  let head = '';
  let headDone = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (headDone) return done(null, chunk);
      head += decoder.write(chunk);
      const end = head.indexOf(HEAD_END);
      if (end === -1) return done();
      headDone = true;
      const out = head.slice(0, end).replace(MODULE_PRELOAD, '') + head.slice(end);
      head = '';
      done(null, Buffer.from(out, 'utf8'));
    },
    flush(done) {
      head += decoder.end();
      done(null, headDone || head === '' ? undefined : Buffer.from(head, 'utf8'));
    },
  });
}
