/** One stored representation of a public file: the file itself, or a variant of it. */
export type FileChoice = {
  id: number;
  purpose: string;
  contentType: string;
  variantOf: number | null;
  variant: string | null;
  sha256: string;
};

/** Formats in the order the smallest files come out: sent when the browser says it takes them. */
const preferred = ['image/avif', 'image/webp'];

/**
 * Which representation of file `id` to send: the asked-for size when it exists (else the file's
 * own size), in the most compact format the browser accepts, else the file's own format.
 * `varies` says whether another browser could get another format (the answer then varies on Accept).
 */
export function chooseRepresentation(
  choices: FileChoice[],
  id: number,
  size: string | null,
  accept: string,
): { chosen: FileChoice; varies: boolean } | null {
  const main = choices.find((choice) => choice.id === id);
  if (!main) return null;
  const sized = size ? choices.filter((choice) => choice.variantOf === id && choice.variant === size) : [];
  const candidates =
    sized.length > 0
      ? sized
      : [main, ...choices.filter((choice) => choice.variantOf === id && choice.variant === null)];
  const fallback =
    candidates.find((choice) => choice.contentType === main.contentType) ??
    candidates.find((choice) => choice.contentType === 'image/jpeg') ??
    candidates[0];
  const accepted = preferred.filter((type) => accept.includes(type));
  const best = accepted.map((type) => candidates.find((choice) => choice.contentType === type)).find(Boolean);
  return { chosen: best ?? fallback, varies: new Set(candidates.map((choice) => choice.contentType)).size > 1 };
}
