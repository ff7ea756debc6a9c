import { describe, expect, it } from 'vitest';
import { isClaimEmpty, isOutsideMonth } from './send-check';

describe('guards before sending a claim (issue 25)', () => {
  it('calls a claim empty only with no line, no transport cost and no meal', () => {
    expect(isClaimEmpty({ lines: 0, transportCost: 0, meals: 0 })).toBe(true);
    expect(isClaimEmpty({ lines: 1, transportCost: 0, meals: 0 })).toBe(false);
    expect(isClaimEmpty({ lines: 0, transportCost: 3760, meals: 0 })).toBe(false);
    expect(isClaimEmpty({ lines: 0, transportCost: 0, meals: 2 })).toBe(false);
    // A negative transport cost does not count: the total leaves it out too.
    expect(isClaimEmpty({ lines: 0, transportCost: -100, meals: 0 })).toBe(true);
  });

  it("tells a receipt dated outside the claim's month", () => {
    expect(isOutsideMonth('2026-11-30', '2026-11-01')).toBe(false);
    expect(isOutsideMonth('2026-11-01', '2026-11-01')).toBe(false);
    expect(isOutsideMonth('2026-10-31', '2026-11-01')).toBe(true);
    expect(isOutsideMonth('2026-12-01', '2026-11-01')).toBe(true);
    expect(isOutsideMonth('2025-11-15', '2026-11-01')).toBe(true);
  });
});
