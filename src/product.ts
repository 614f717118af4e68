/** The clip-on's claims as numbers, for structured data; a test holds them to the copy's words (`general:clipOn`). */
export const PRODUCT_FACTS = {
  /** "clip-on attaches in 30 seconds" */
  attachSeconds: 30,
  /** "weighs 190 grams" */
  weightGrams: 190,
} as const;
