// The shop's search rules: accents and case ignored ("foret" finds "Forêt"), each typed word matched
// at the start of a whole word of the product's texts ("oud" finds "Oud" and "oudh", never
// "poudrée"), and one typing slip forgiven on words of 4 letters or more (one letter missing, added,
// changed, or two neighbours swapped: Damerau-Levenshtein distance <= 1). Every typed word must match.

/** Lower case without accents: 'Forêt Épicée' -> 'foret epicee'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr');
}

/** The whole words of a text, folded. */
export function searchWords(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Whether a and b are at most one edit apart (insertion, deletion, substitution, adjacent swap). */
export function withinOneSlip(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  if (a.length === b.length) {
    // one changed letter, or two neighbours swapped
    return (
      restA.slice(1) === restB.slice(1) ||
      (restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2))
    );
  }
  // one letter more in the longer word
  return a.length > b.length ? restA.slice(1) === restB : restB.slice(1) === restA;
}

/** A typed word against one word of the product: its start, or (4+ letters) the start within one slip. */
function matchesWord(typed: string, word: string): boolean {
  if (word.startsWith(typed)) return true;
  if (typed.length < 4) return false;
  // the word's start as long as the typed word, one letter either way (a letter missing or added)
  for (const length of [typed.length - 1, typed.length, typed.length + 1])
    if (length <= word.length && withinOneSlip(typed, word.slice(0, length))) return true;
  return false;
}

/** Whether every typed word matches a word of the texts; an empty search matches everything. */
export function matchesSearchText(texts: readonly string[], search: string): boolean {
  const typed = searchWords(search);
  if (typed.length === 0) return true;
  const words = texts.flatMap(searchWords);
  return typed.every((t) => words.some((w) => matchesWord(t, w)));
}
