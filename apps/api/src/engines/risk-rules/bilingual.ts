/** A text in both languages of the product: explanations, names of rules and lists. */
export type Bilingual = { en: string; pl: string };
