import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { NEWS_ATTRIBUTES, NEWS_TAGS, sanitizeNewsHtml } from './sanitize';

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['documentFragment'];

/**
 * What a browser would build from the sanitized HTML (parse5 is the WHATWG parser), checked against the allow-list:
 * every element allowed, every attribute allowed on it, every URL of a safe scheme once the browser has decoded it.
 */
function unsafePartsOf(html: string): string[] {
  const found: string[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) {
      if (!NEWS_TAGS.includes(node.tagName) || node.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
        found.push(`element ${node.tagName}`);
      }
      for (const attr of node.attrs) {
        if (!(NEWS_ATTRIBUTES[node.tagName] ?? []).includes(attr.name)) found.push(`attribute ${attr.name}`);
        if (attr.name === 'href' || attr.name === 'src') {
          // The browser strips whitespace and control characters around and inside the scheme.
          // biome-ignore lint/suspicious/noControlCharactersInRegex: what the URL parser ignores is the point
          const url = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
          const safe = node.tagName === 'img' ? /^https?:\/\/[^/]/ : /^(https?:\/\/[^/]|mailto:)/;
          if (!safe.test(url)) found.push(`url ${attr.value}`);
        }
      }
      if ('content' in node) walk(node.content);
    }
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(parseFragment(html));
  return found;
}

// OWASP XSS filter-evasion cheat sheet, html5sec.org and PortSwigger's list, in the shapes a pasted HTML takes.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<script/xss src="https://xss.example/x.js"></script>',
  '<<script>alert("x");//<</script>',
  '<script>alert(1)',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<IMG SRC="javascript:alert(1);">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=`javascript:alert("x")`>',
  '<img src=x onerror=alert(1)>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<img src="https://a.fr/a.png" ONERROR="alert(1)">',
  '<img/src="x"/onerror=alert(1)>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29>',
  '<IMG SRC="jav\tascript:alert(1);">',
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<IMG SRC="jav&#x0A;ascript:alert(1);">',
  '<IMG SRC=" &#14;  javascript:alert(1);">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java&#x0D;script:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="jav&NewLine;ascript&colon;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="DaTa:text/html,<script>alert(1)</script>">x</a>',
  '<a href="//evil.example/phish">x</a>',
  '<a href="https://a.fr" onmouseover="alert(1)">x</a>',
  '<a href="https://a.fr" style="position:fixed;top:0;left:0;width:100%;height:100%">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="behavior:url(xss.htc)">x</p>',
  '<div style="width: expression(alert(1));">x</div>',
  '<span style="x:expr/**/ession(alert(1))">x</span>',
  '<style>@import "https://xss.example/x.css";</style>',
  '<STYLE>li {list-style-image: url("javascript:alert(1)");}</STYLE><UL><LI>x</UL>',
  '<link rel="stylesheet" href="https://xss.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1);">',
  '<base href="javascript:alert(1)//">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<IFRAME SRC=# onmouseover="alert(1)"></IFRAME>',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"></use></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">CLICK</math>',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<select onfocus=alert(1) autofocus>',
  '<textarea onfocus=alert(1) autofocus>',
  '<keygen onfocus=alert(1) autofocus>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<table background="javascript:alert(1)"><td background="javascript:alert(1)">x</td></table>',
  '<div onpointerover="alert(1)">x</div>',
  '<p title="</p><img src=x onerror=alert(1)>">x</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><img src=x onerror=alert(1)></template>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<?xml-stylesheet href="javascript:alert(1)"?>',
  '<a href="https://a.fr">ok</a><a href="javascript:alert(1)">ko</a>',
  '"><script>alert(document.cookie)</script>',
  "'';!--\"<XSS>=&{()}",
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="java\u0000script:alert(1)">x</a>',
  '<img src="https://a.fr/a.png" srcset="javascript:alert(1) 1x">',
  '<a href="https://a.fr" ping="https://tracker.example">x</a>',
  '<img src="https://a.fr/a.png" usemap="#m"><map name="m"><area href="javascript:alert(1)"></map>',
  '<isindex action="javascript:alert(1)" type="submit">',
  '<portal src="https://evil.example"></portal>',
  '<h1 id="x" class="y" data-x="z">x</h1>',
];

describe('sanitizeNewsHtml against known XSS payloads', () => {
  it.each(PAYLOADS)('leaves nothing unsafe of %s', (payload) => {
    const clean = sanitizeNewsHtml(payload);
    expect(unsafePartsOf(clean)).toEqual([]);
    expect(clean).not.toMatch(/<script|javascript:|vbscript:|data:|onerror|onload|style=/i);
    // The same again changes nothing: what is stored parses back to itself (no mutation by a second parse).
    expect(sanitizeNewsHtml(clean)).toBe(clean);
  });

  it('has a checker that would see each kind of leak', () => {
    expect(unsafePartsOf('<script>x</script>')).toEqual(['element script']);
    expect(unsafePartsOf('<p onclick="x">y</p>')).toEqual(['attribute onclick']);
    expect(unsafePartsOf('<a href=" jav\tascript:alert(1)">y</a>')).toEqual(['url  jav\tascript:alert(1)']);
    expect(unsafePartsOf('<svg></svg>')).toEqual(['element svg']);
    expect(unsafePartsOf('<img src="data:image/png;base64,AAAA">')).toHaveLength(1);
  });
});

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
    ['an svg, keeping no handler', '<svg onload="alert(1)"><text>hi</text></svg>', 'hi'],
  ])('removes %s', (_name, html, expected) => {
    expect(sanitizeNewsHtml(html)).toBe(expected);
  });

  it('shows a typed tag as text, escaped', () => {
    expect(sanitizeNewsHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it.each([
    ['bold text', '<p><strong>Important</strong> and <em>this</em></p>'],
    ['lists', '<ul><li>one</li><li>two</li></ul><ol start="3"><li>three</li></ol>'],
    ['headings and underline', '<h1>Title</h1><h2>Sub</h2><h3>Part</h3><u>u</u><s>s</s>'],
    ['a quote, code and a rule', '<blockquote><p>Dixit</p></blockquote><pre><code>npm test</code></pre><hr />'],
    ['a mailto link', '<a href="mailto:rh@acme.fr" rel="noopener noreferrer" target="_blank">RH</a>'],
    ['an image from the web', '<img src="https://acme.fr/logo.png" alt="Logo" />'],
    ['French text with entities', '<p>L’équipe RH vous souhaite « bonnes fêtes » &amp; à bientôt</p>'],
  ])('keeps %s', (_name, html) => {
    expect(sanitizeNewsHtml(html)).toBe(html);
  });

  it('keeps a link and opens it safely in a new tab', () => {
    expect(sanitizeNewsHtml('<a href="https://acme.fr/doc" target="_self">Doc</a>')).toBe(
      '<a href="https://acme.fr/doc" target="_blank" rel="noopener noreferrer">Doc</a>',
    );
  });
});
