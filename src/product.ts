/**
 * The clip-on's measurable claims as numbers, for structured data. The copy states them in words in every language
 * (`general:clipOn`); a test holds the two together.
 */
export const PRODUCT_FACTS = {
  /** "clip-on attaches in 30 seconds" */
  attachSeconds: 30,
  /** "weighs 190 grams" */
  weightGrams: 190,
} as const;
