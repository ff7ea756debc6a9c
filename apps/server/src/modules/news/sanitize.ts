import sanitizeHtml from 'sanitize-html';

/**
 * The tags a news item may hold: what the back office's editor (tiptap's starter kit and links, spec/3 §2) writes,
 * plus the plain formatting older news carry. Nothing that runs, loads a page, submits or restyles the app.
 */
export const NEWS_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'span',
];

/** Per tag, the attributes kept; every other attribute (on*, style, srcdoc, formaction, xlink:href…) is dropped. */
export const NEWS_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  ol: ['start'],
};

// What the browser ignores in a URL before its scheme (spaces, tabs, line breaks, control characters).
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters the URL parser skips are the point
const IGNORED_IN_URL = /[\u0000-\u0020]/g;
const ABSOLUTE_LINK = /^(https?:\/\/[^/]|mailto:)/i;
const ABSOLUTE_IMAGE = /^https?:\/\/[^/]/i;

/**
 * Keeps a URL only when it names its destination: an absolute http(s) address (or mailto for links). A relative one
 * ("x", "`javascript:…`" read as a path) would point into the product itself, where a news item has no business.
 */
function keepUrlIf(attribs: Record<string, string>, name: string, pattern: RegExp): Record<string, string> {
  // Filtered in place, so that the attributes keep their order and a second pass changes nothing.
  return Object.fromEntries(
    Object.entries(attribs).filter(([key, value]) => key !== name || pattern.test(value.replace(IGNORED_IN_URL, ''))),
  );
}

/** News content is HTML from the back office; only formatting survives, never scripts, styles or handlers. */
export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: NEWS_TAGS,
    allowedAttributes: NEWS_ATTRIBUTES,
    // Links to web pages and mail only; images from web pages only (no data: payloads, no javascript:/vbscript:).
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    // "//evil.example" would follow the page's scheme to any host: a link says where it goes.
    allowProtocolRelative: false,
    allowedStyles: {},
    // The text of these is code, not words: dropped with the tag rather than shown.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'xmp'],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...keepUrlIf(attribs, 'href', ABSOLUTE_LINK), rel: 'noopener noreferrer', target: '_blank' },
      }),
      img: (tagName, attribs) => ({ tagName, attribs: keepUrlIf(attribs, 'src', ABSOLUTE_IMAGE) }),
    },
    // An image without a source is an empty box (its source was unsafe): dropped.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}
