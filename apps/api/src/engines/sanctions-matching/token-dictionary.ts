/**
 * The candidate index: every distinct phonetic form of every indexed name token, the names that
 * contain it, and two kinds of keys to reach a form from a misspelt one without comparing against
 * all of them (no full scans, unlike Watchman's fallback):
 * - one-letter deletions (SymSpell, as yente #1258): any single edit between two forms leaves
 *   them sharing a deletion key;
 * - consonant skeletons (phonetic-form.ts), which reach vowel and g/k, d/t confusions.
 * Neither key depends on the first letter as written.
 */
import { isLatinForm, skeletonKey } from './phonetic-form.js';
import { formSimilarity } from './token-similarity.js';

export type SimilarForm = { form: string; postings: Int32Array; similarity: number };

const MIN_KEYED_LENGTH = 3;
const MIN_SKELETON_LENGTH = 3;
const SIMILAR_CACHE_LIMIT = 50_000;
const NO_POSTINGS = new Int32Array(0);

function deletionKeys(form: string): string[] {
  const keys = [form];
  for (let i = 0; i < form.length; i++) keys.push(form.slice(0, i) + form.slice(i + 1));
  return keys;
}

export class TokenDictionary {
  private readonly building = new Map<string, number[]>();
  private readonly postingsByForm = new Map<string, Int32Array>();
  private readonly byDeletion = new Map<string, string[]>();
  private readonly bySkeleton = new Map<string, string[]>();
  private readonly similarCache = new Map<string, SimilarForm[]>();

  add(form: string, nameId: number): void {
    const postings = this.building.get(form);
    if (!postings) this.building.set(form, [nameId]);
    else if (postings[postings.length - 1] !== nameId) postings.push(nameId);
  }

  /** Freezes postings and builds the keys; call once after the last add. */
  finish(): void {
    const push = (map: Map<string, string[]>, key: string, form: string) => {
      const forms = map.get(key);
      if (!forms) map.set(key, [form]);
      else if (forms[forms.length - 1] !== form) forms.push(form);
    };
    for (const [form, postings] of this.building) {
      this.postingsByForm.set(form, Int32Array.from(postings));
      if (!isLatinForm(form) || /^\d+$/.test(form)) continue;
      if (form.length >= MIN_KEYED_LENGTH)
        for (const key of deletionKeys(form)) push(this.byDeletion, key, form);
      const skeleton = skeletonKey(form);
      if (skeleton.length >= MIN_SKELETON_LENGTH) push(this.bySkeleton, skeleton, form);
    }
    this.building.clear();
  }

  /** The names containing the form exactly (none when unknown). */
  postings(form: string): Int32Array {
    return this.postingsByForm.get(form) ?? NO_POSTINGS;
  }

  /**
   * Indexed forms the scorer could align with `form`, with their similarity. Remembered, since
   * queries repeat common name parts and the dictionary does not change once built.
   */
  similarForms(form: string): SimilarForm[] {
    let similar = this.similarCache.get(form);
    if (!similar) {
      if (this.similarCache.size >= SIMILAR_CACHE_LIMIT) this.similarCache.clear();
      similar = this.findSimilar(form);
      this.similarCache.set(form, similar);
    }
    return similar;
  }

  private findSimilar(form: string): SimilarForm[] {
    const found = new Map<string, number>();
    const exact = this.postingsByForm.get(form);
    if (exact) found.set(form, 1);
    if (isLatinForm(form) && !/^\d+$/.test(form)) {
      const neighbours = new Set<string>();
      if (form.length >= MIN_KEYED_LENGTH - 1)
        for (const key of deletionKeys(form))
          for (const other of this.byDeletion.get(key) ?? []) neighbours.add(other);
      for (const other of this.bySkeleton.get(skeletonKey(form)) ?? []) neighbours.add(other);
      for (const other of neighbours) {
        // Three letters or fewer allow only a vowel change: same length only.
        if (found.has(other) || (form.length <= 3 && other.length !== form.length)) continue;
        const similarity = formSimilarity(form, other);
        if (similarity > 0) found.set(other, similarity);
      }
    }
    return [...found].map(([other, similarity]) => ({
      form: other,
      postings: this.postingsByForm.get(other)!,
      similarity,
    }));
  }
}
