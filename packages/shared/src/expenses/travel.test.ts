import { describe, expect, it } from 'vitest';
import { tripMileageHundredths, typedMileageOf } from './travel';

describe('a round trip doubles the distance (issue 25)', () => {
  it('keeps the km both ways, from the one way typed', () => {
    expect(tripMileageHundredths(42, true)).toBe(8400);
    expect(tripMileageHundredths(42, false)).toBe(4200);
    expect(tripMileageHundredths(61.73, true)).toBe(12_346);
  });

  it('shows a saved round trip one way, so that saving it unchanged keeps its distance', () => {
    expect(typedMileageOf(84, 'Lyon (A/R)')).toBe(42);
    expect(tripMileageHundredths(typedMileageOf(123.46, 'Lyon (A/R)'), true)).toBe(12_346);
    expect(typedMileageOf(84, 'Lyon')).toBe(84);
  });
});
