import { describe, expect, it } from 'vitest';
import { containsPattern, foldText } from './text-sort';

describe('foldText', () => {
  it.each([
    ['Élodie', 'elodie'],
    ['ÉMILIE GUÉRIN', 'emilie guerin'],
    ['Lefèvre', 'lefevre'],
    ['Chloé Roux', 'chloe roux'],
    ['Françoise Nöël', 'francoise noel'],
    ['Œuvre', 'ouvre'],
    ['E006', 'e006'],
    // Letters outside French stay as they are, on both sides alike.
    ['Ærø', 'arø'],
  ])('%s → %s', (input, expected) => {
    expect(foldText(input)).toBe(expected);
  });
});

describe('containsPattern', () => {
  it('folds the term and escapes its own wildcards', () => {
    expect(containsPattern('Élo')).toBe('%elo%');
    expect(containsPattern('100%_\\')).toBe('%100\\%\\_\\\\%');
  });
});
