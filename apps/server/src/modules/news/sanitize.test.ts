import { describe, expect, it } from 'vitest';
import { sanitizeNewsHtml } from './sanitize';

describe('sanitizeNewsHtml', () => {
  it.each([
    ['a script tag', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an onerror handler', '<img src="https://x.fr/a.png" onerror="alert(1)">', '<img src="https://x.fr/a.png" />'],
    ['an onclick handler on a paragraph', '<p onclick="steal()">Text</p>', '<p>Text</p>'],
    [
      'a javascript: link',
      '<a href="javascript:alert(1)">click</a>',
      '<a rel="noopener noreferrer" target="_blank">click</a>',
    ],
    ['a style element', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['an inline style attribute', '<p style="color:red">x</p>', '<p>x</p>'],
  ])('removes %s', (_name, html, expected) => {
    expect(sanitizeNewsHtml(html)).toBe(expected);
  });

  it.each([
    ['bold text', '<p><strong>Important</strong> and <em>this</em></p>'],
    ['lists', '<ul><li>one</li><li>two</li></ul>'],
    ['headings and underline', '<h1>Title</h1><h2>Sub</h2><u>u</u><s>s</s>'],
    ['a mailto link', '<a href="mailto:rh@acme.fr" rel="noopener noreferrer" target="_blank">RH</a>'],
  ])('keeps %s', (_name, html) => {
    expect(sanitizeNewsHtml(html)).toBe(html);
  });

  it('keeps a link and opens it safely in a new tab', () => {
    expect(sanitizeNewsHtml('<a href="https://acme.fr/doc" target="_self">Doc</a>')).toBe(
      '<a href="https://acme.fr/doc" target="_blank" rel="noopener noreferrer">Doc</a>',
    );
  });
});
