/**
 * A booking reference ('OR-8XUTHX64') as one word: on a phone a line may not break at its hyphen,
 * and in Arabic it reads left to right. Every place that shows a reference draws it here; the text
 * keeps its ASCII hyphen, so a copied reference still finds the booking in a search box.
 */
export function BookingReference({ reference, className = '' }: { reference: string; className?: string }) {
  return (
    <bdi dir="ltr" data-booking-reference="" className={`whitespace-nowrap ${className}`.trim()}>
      {reference}
    </bdi>
  );
}

/** A translated line that names a reference, with the reference drawn whole (the message stays a plain string). */
export function WithReference({ text, reference }: { text: string; reference: string }) {
  if (!reference) return text;
  return text
    .split(reference)
    .flatMap((part, index) => (index === 0 ? [part] : [<BookingReference key={index} reference={reference} />, part]));
}
