/**
 * Wording that declares a price without its VAT, in English and Arabic: no customer may read it
 * (decision 076). The staff pages, which take figures before VAT, are not swept with it.
 */
export const priceWithoutVat =
  /\+\s*VAT|plus VAT|before VAT|excl(?:\.|uding|usive of)\s+(?:5%\s+)?VAT|exclude[sd]?\s+(?:5%\s+)?VAT|VAT is added|مضافاً? إلي(?:ها|ه) (?:ال)?ضريبة|غير شاملة? (?:ل)?(?:ال)?ضريبة|قبل (?:ال)?ضريبة|بالإضافة إلى (?:ال)?ضريبة/i;

/** A placeholder left in text a visitor reads: `{cleaningFee}`. */
export const unfilledPlaceholder = /\{[A-Za-z]\w*\}/;
