// The shop's search rules (src/domain/catalog/search.ts): accents and case ignored, whole-word
// prefixes, one typing slip forgiven on words of 4 letters or more.
import { describe, expect, it } from 'vitest';
import { foldText, matchesSearchText, withinOneSlip } from '../../src/domain/catalog/search.ts';

const foret = ['Forêt Noire', 'Un boisé profond, mousse de chêne et cèdre.'];
const rose = ['Rose Poudrée', 'Une rose douce et poudrée, iris et musc blanc.'];
const oud = ['Oud Royal', 'Bois d’oud fumé, safran et cuir.'];

describe('shop search', () => {
  it('ignores accents and case', () => {
    expect(foldText('Forêt ÉPICÉE')).toBe('foret epicee');
    expect(matchesSearchText(foret, 'foret')).toBe(true);
    expect(matchesSearchText(foret, 'FORÊT')).toBe(true);
    expect(matchesSearchText(foret, 'chene')).toBe(true);
  });

  it('matches the start of whole words only: "oud" finds the oud, not "poudrée"', () => {
    expect(matchesSearchText(oud, 'oud')).toBe(true);
    expect(matchesSearchText(rose, 'oud')).toBe(false);
    expect(matchesSearchText(rose, 'poud')).toBe(true);
    expect(matchesSearchText(rose, 'drée')).toBe(false);
  });

  it('forgives one slip on words of 4 letters or more, not two, and none on shorter words', () => {
    expect(matchesSearchText(foret, 'froet')).toBe(true); // two neighbours swapped
    expect(matchesSearchText(foret, 'forrt')).toBe(true); // one letter changed
    expect(matchesSearchText(foret, 'fret')).toBe(true); // one letter missing
    expect(matchesSearchText(foret, 'foreet')).toBe(true); // one letter added
    expect(matchesSearchText(foret, 'frrte')).toBe(false); // two slips
    expect(matchesSearchText(oud, 'oyd')).toBe(false); // 3 letters: exact start only
    expect(withinOneSlip('safran', 'sarfan')).toBe(true);
    expect(withinOneSlip('safran', 'sfaarn')).toBe(false);
  });

  it('needs every typed word; an empty search matches everything', () => {
    expect(matchesSearchText(oud, 'oud safran')).toBe(true);
    expect(matchesSearchText(oud, 'oud rose')).toBe(false);
    expect(matchesSearchText(oud, '   ')).toBe(true);
  });
});
