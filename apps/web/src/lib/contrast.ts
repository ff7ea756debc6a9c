/**
 * WCAG 2.2 contrast (success criterion 1.4.3, RGAA 3.2): the ratio of two colours' relative luminances, and the
 * nearest colour of a shade that reaches a ratio, used by the theme (theme.ts) so that every text reaches 4.5:1 in
 * both schemes: Mantine's own dimmed text, links and status colours measure 2.3–4.0:1 (issue 25).
 */

type Rgb = [number, number, number];

/** `#abc`, `#aabbcc` or `rgb[a](r, g, b[, a])` (an alpha is ignored: the theme's colours here are opaque). */
export function parseColor(color: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(color.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`not a colour the contrast check reads: ${color}`);
}

/** WCAG's relative luminance of an sRGB colour. */
export function relativeLuminance(color: string): number {
  const [r, g, b] = parseColor(color).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** (L1 + 0.05) / (L2 + 0.05), the lighter over the darker: 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * `color` itself when it reaches `minimum` against every one of `backgrounds`, else the first mix of it towards
 * `towards` (black to darken a text on light surfaces, white to lighten one on dark surfaces) that does, in steps of
 * 5 %: the hue stays, only as far from it as the ratio needs.
 */
export function readable(color: string, backgrounds: string[], towards: 'black' | 'white', minimum = 4.5): string {
  const from = parseColor(color);
  const target = towards === 'black' ? 0 : 255;
  for (let step = 0; step <= 20; step += 1) {
    const mixed = toHex(from.map((c) => c + ((target - c) * step) / 20) as Rgb);
    if (backgrounds.every((background) => contrastRatio(mixed, background) >= minimum)) return mixed;
  }
  return towards === 'black' ? '#000000' : '#ffffff';
}

/**
 * Black or white, whichever reads better on `background`: the text on a colour a user chose (a project's, shown on
 * the activity report's days), where white on orange measured 2.7:1. Undefined for a colour this cannot read (a CSS
 * name): the stylesheet's white stays.
 */
export function textOn(background: string): '#000000' | '#ffffff' | undefined {
  try {
    return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
  } catch {
    return undefined;
  }
}
