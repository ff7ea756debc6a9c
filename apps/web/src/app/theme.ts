import { type CSSVariablesResolver, createTheme, defaultCssVariablesResolver, type MantineTheme } from '@mantine/core';
import { readable } from '../lib/contrast';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // spec/1 §9: tooltip delay 1500 ms.
    Tooltip: { defaultProps: { openDelay: 1500, withArrow: true } },
    // A chart is a picture of the table beside it (hidden for the eye, read by screen readers): recharts' keyboard
    // layer made the picture a tab stop inside aria-hidden (axe's aria-hidden-focus). Named, not imported: the
    // charts stay out of the first load.
    BarChart: { defaultProps: { accessibilityLayer: false } },
    DonutChart: { defaultProps: { accessibilityLayer: false } },
  },
});

type Scheme = 'light' | 'dark';
type Variables = Record<string, string>;

/** What a text may stand on: the page, and the greys a row's hover, a stripe, a weekend or an input give it. */
export const TEXT_SURFACES: Record<Scheme, (t: MantineTheme) => string[]> = {
  light: (t) => [t.white, t.colors.gray[0], t.colors.gray[1], t.colors.gray[2]],
  dark: (t) => [t.colors.dark[7], t.colors.dark[6], t.colors.dark[8], t.colors.dark[5]],
};

/** Follows `var(--x)` through the variables Mantine writes, to a colour. */
function resolver(variables: Variables): (value: string) => string {
  return function resolve(value: string): string {
    const name = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
    return name && variables[name] ? resolve(variables[name]) : value;
  };
}

/**
 * The colours Mantine gives a text, made readable (4.5:1, WCAG 2.2 AA) in one scheme: darker on the light pages,
 * lighter on the dark ones, only as far as the ratio needs (contrast.ts). Texts: dimmed, placeholder, links, errors,
 * each colour's text and outline; a light badge's text on its own tint; a filled button's tint under its white text.
 */
function readableColors(t: MantineTheme, scheme: Scheme): Variables {
  const base = defaultCssVariablesResolver(t);
  const resolve = resolver({ ...base.variables, ...base[scheme] });
  const surfaces = TEXT_SURFACES[scheme](t);
  const away = scheme === 'light' ? 'black' : 'white';
  const text = (name: string, on = surfaces) => readable(resolve(`var(${name})`), on, away);
  // A link also stands in alerts and notices, on every colour's light tint.
  const tints = Object.keys(t.colors).map((color) => resolve(`var(--mantine-color-${color}-light)`));
  const out: Variables = { '--mantine-color-anchor': text('--mantine-color-anchor', [...surfaces, ...tints]) };
  for (const name of ['dimmed', 'placeholder', 'error']) {
    out[`--mantine-color-${name}`] = text(`--mantine-color-${name}`);
  }
  for (const color of Object.keys(t.colors)) {
    const v = (part: string) => `--mantine-color-${color}-${part}`;
    out[v('text')] = text(v('text'));
    out[v('outline')] = text(v('outline'));
    out[v('light-color')] = readable(resolve(`var(${v('light-color')})`), [resolve(`var(${v('light')})`)], away);
    // White text on the tint: the tint darkens instead.
    out[v('filled')] = readable(resolve(`var(${v('filled')})`), [t.white], 'black');
    out[v('filled-hover')] = readable(resolve(`var(${v('filled-hover')})`), [t.white], 'black', 5.5);
  }
  return out;
}

/** The theme's CSS variables over Mantine's (MantineProvider merges them), computed once when the app loads. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: readableColors(t, 'light'),
  dark: readableColors(t, 'dark'),
});
