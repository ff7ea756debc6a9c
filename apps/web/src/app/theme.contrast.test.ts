// @vitest-environment node
import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, textOn } from '../lib/contrast';
import { cssVariablesResolver, TEXT_SURFACES, theme } from './theme';

/**
 * Every text of the theme reaches 4.5:1 (WCAG 2.2 AA, RGAA 3.2) in both schemes (issue 25): the CSS variables the
 * app writes (Mantine's, then ours over them) are resolved to colours and measured with WCAG's formula.
 */
const full = mergeMantineTheme(DEFAULT_THEME, theme);
const base = defaultCssVariablesResolver(full);
const ours = cssVariablesResolver(full);

function colours(scheme: 'light' | 'dark') {
  const variables: Record<string, string> = { ...base.variables, ...base[scheme], ...ours[scheme] };
  const colour = (name: string): string => {
    const value = variables[name] ?? '';
    const ref = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
    return ref ? colour(ref) : value;
  };
  return colour;
}

const SURFACES = { light: TEXT_SURFACES.light(full), dark: TEXT_SURFACES.dark(full) };

describe("WCAG's contrast ratio", () => {
  it('gives the figures of the WCAG examples', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 is the lightest grey that passes on white, #777777 the first that fails.
    expect(contrastRatio('#767676', '#fff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#fff')).toBeLessThan(4.5);
    expect(contrastRatio('rgba(118, 118, 118, 1)', '#ffffff')).toBeCloseTo(contrastRatio('#767676', '#fff'), 10);
  });

  it("writes on a user's colour in black or white, whichever reads better (a project's orange took black)", () => {
    expect(textOn('#ed7f10')).toBe('#000000');
    expect(textOn('#1864ab')).toBe('#ffffff');
    expect(textOn('blue')).toBeUndefined();
  });
});

describe.each(['light', 'dark'] as const)('the %s theme', (scheme) => {
  const colour = colours(scheme);
  const failing = (pairs: [string, string, string][]) =>
    pairs
      .map(([what, fg, bg]) => ({ what, ratio: Math.round(contrastRatio(fg, bg) * 100) / 100 }))
      .filter(({ ratio }) => ratio < 4.5);

  it('writes the body text, the dimmed text, placeholders, links and errors at 4.5:1 or more', () => {
    const texts = ['text', 'dimmed', 'placeholder', 'anchor', 'error'];
    const pairs = texts.flatMap((name) =>
      SURFACES[scheme].map((surface): [string, string, string] => [
        `${name} on ${surface}`,
        colour(`--mantine-color-${name}`),
        surface,
      ]),
    );
    const links = Object.keys(full.colors).map((name): [string, string, string] => [
      `anchor on the ${name} tint (an alert's link)`,
      colour('--mantine-color-anchor'),
      colour(`--mantine-color-${name}-light`),
    ]);
    expect(failing([...pairs, ...links])).toEqual([]);
  });

  it("writes every colour's text, outline and light badge at 4.5:1 or more", () => {
    const pairs = Object.keys(full.colors).flatMap((name): [string, string, string][] => {
      const v = (part: string) => colour(`--mantine-color-${name}-${part}`);
      return [
        ...SURFACES[scheme].map((s): [string, string, string] => [`${name}-text on ${s}`, v('text'), s]),
        ...SURFACES[scheme].map((s): [string, string, string] => [`${name}-outline on ${s}`, v('outline'), s]),
        [`${name} light badge`, v('light-color'), v('light')],
      ];
    });
    expect(failing(pairs)).toEqual([]);
  });

  it('puts white text on filled buttons and badges at 4.5:1 or more, hovered too', () => {
    const pairs = Object.keys(full.colors).flatMap((name): [string, string, string][] => [
      [`white on ${name}-filled`, full.white, colour(`--mantine-color-${name}-filled`)],
      [`white on ${name}-filled-hover`, full.white, colour(`--mantine-color-${name}-filled-hover`)],
    ]);
    expect(failing(pairs)).toEqual([]);
  });

  it("was below 4.5:1 before (Mantine's dimmed text: the issue's 3.3–4.0:1)", () => {
    const before = contrastRatio(
      scheme === 'light' ? full.colors.gray[6] : full.colors.dark[2],
      SURFACES[scheme][0] ?? '',
    );
    expect(before).toBeLessThan(4.5);
  });
});
