/** Longest vehicle text taken from the address: brand and model, never an essay. */
const MAX_QUERY_TEXT = 120;

/**
 * The message an enquiry starts with. A car without a rate links to `/enquiry?Nissan Sunny`: the
 * bare query is its brand and model (read as a parameter with no value, which is also how the
 * router hands on `?Nissan+Sunny=`). `?message=` also works. Parameters with a value (`?sent=1`,
 * tracking tags) are not a message.
 */
export function messageFromQuery(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const text = params.get('message') ?? [...params].find(([key, value]) => key && value === '')?.[0];
  // Control characters, undecodable bytes and runs of spaces are never part of a vehicle name.
  const clean = text
    ?.replace(/[\p{Cc}\p{Cf}\uFFFD]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_TEXT);
  return clean || undefined;
}
