import { describe, expect, it } from 'vitest';
import { numberAnswer } from './answers';

describe('a number answer', () => {
  it('keeps only digits and dots, a typed comma read as the dot', () => {
    expect(numberAnswer('3,5 h')).toBe('3.5');
    expect(numberAnswer('-12e4')).toBe('124');
    expect(numberAnswer('')).toBe('');
  });
});
