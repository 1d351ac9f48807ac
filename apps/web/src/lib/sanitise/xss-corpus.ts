/**
 * XSS payloads for the sanitiser tests (jsdom unit test and the Chromium end-to-end test). Every payload
 * tries to set `window.__xss` or to open a dialog; none may succeed once sanitised. Drawn from the
 * DOMPurify test suite, the OWASP filter-evasion cheat sheet and published mXSS cases.
 */
export interface XssPayload {
  name: string;
  html: string;
}

const SET = "window.__xss='";
const set = (name: string) => `${SET}${name}'`;

export const XSS_PAYLOADS: readonly XssPayload[] = [
  // Script elements
  { name: 'script tag', html: `<script>${set('script')}</script>` },
  { name: 'script with src', html: `<script src="data:text/javascript,${set('script-src')}"></script>` },
  { name: 'upper-case script', html: `<SCRIPT>${set('SCRIPT')}</SCRIPT>` },
  { name: 'split script', html: `<scr<script>ipt>${set('split')}</scr</script>ipt>` },
  { name: 'script in attribute-less svg', html: `<svg><script>${set('svg-script')}</script></svg>` },
  // Event handlers
  { name: 'img onerror', html: `<img src="x" onerror="${set('img-onerror')}">` },
  { name: 'img onerror unquoted', html: `<img src=x onerror=${set('img-onerror-unquoted')}>` },
  { name: 'body onload', html: `<body onload="${set('body-onload')}">` },
  { name: 'svg onload', html: `<svg onload="${set('svg-onload')}"></svg>` },
  {
    name: 'details ontoggle',
    html: `<details open ontoggle="${set('details')}"><summary>x</summary></details>`,
  },
  { name: 'input onfocus autofocus', html: `<input autofocus onfocus="${set('input-onfocus')}">` },
  { name: 'a onmouseover', html: `<a href="#" onmouseover="${set('a-onmouseover')}">hover</a>` },
  { name: 'p onclick', html: `<p onclick="${set('p-onclick')}">click</p>` },
  { name: 'video onerror', html: `<video><source onerror="${set('video-source')}"></video>` },
  { name: 'marquee onstart', html: `<marquee onstart="${set('marquee')}">x</marquee>` },
  { name: 'mixed-case handler', html: `<img src=x OnErRoR="${set('mixed-case-handler')}">` },
  { name: 'slash-separated handler', html: `<img/src="x"/onerror="${set('slash-handler')}">` },
  // javascript:, data: and vbscript: URLs
  { name: 'javascript: href', html: `<a href="javascript:${set('js-href')}">js</a>` },
  { name: 'JaVaScRiPt: href', html: `<a href="JaVaScRiPt:${set('js-mixed-case')}">js</a>` },
  {
    name: 'entity-encoded javascript:',
    html: `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${set('js-entities')}">js</a>`,
  },
  { name: 'hex-entity javascript:', html: `<a href="&#x6A;avascript&#x3A;${set('js-hex')}">js</a>` },
  { name: 'tab inside javascript:', html: `<a href="jav&#x09;ascript:${set('js-tab')}">js</a>` },
  { name: 'newline inside javascript:', html: `<a href="java\nscript:${set('js-newline')}">js</a>` },
  { name: 'leading space javascript:', html: `<a href=" &#14;  javascript:${set('js-leading')}">js</a>` },
  {
    name: 'data:text/html href',
    html: `<a href="data:text/html,<script>${set('data-href')}</script>">data</a>`,
  },
  {
    name: 'data: base64 href',
    html: '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9J2RhdGE2NCc8L3NjcmlwdD4=">b64</a>',
  },
  { name: 'vbscript: href', html: `<a href="vbscript:msgbox('xss')">vb</a>` },
  { name: 'VBScript: mixed case', html: `<a href="VbScRiPt:msgbox('xss')">vb</a>` },
  { name: 'javascript: img src', html: `<img src="javascript:${set('img-js')}">` },
  // SVG and MathML namespace confusion
  {
    name: 'svg a xlink:href',
    html: `<svg><a xlink:href="javascript:${set('svg-xlink')}"><text x="20" y="20">x</text></a></svg>`,
  },
  {
    name: 'svg animate href',
    html: `<svg><animate attributeName="href" values="javascript:${set('svg-animate')}"/></svg>`,
  },
  {
    name: 'svg foreignObject',
    html: `<svg><foreignObject><img src=x onerror="${set('foreign-object')}"></foreignObject></svg>`,
  },
  {
    name: 'math mglyph style',
    html: `<math><mtext><table><mglyph><style><img src=x onerror="${set('mglyph')}">`,
  },
  {
    name: 'math namespace confusion',
    html: `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${set('math-form')}">`,
  },
  {
    name: 'svg style namespace',
    html: `<svg></p><style><a id="</style><img src=1 onerror=${set('svg-style')}>">`,
  },
  {
    name: 'math maction href',
    html: `<math><maction actiontype="statusline" xlink:href="javascript:${set('maction')}">x</maction></math>`,
  },
  // DOM clobbering
  {
    name: 'clobber by id',
    html: '<img id="cookie" src="/x.png" alt="clobber"><a id="location" href="/x">x</a>',
  },
  {
    name: 'clobber by name',
    html: '<img name="getElementById" src="/x.png" alt="x"><form name="body"></form>',
  },
  { name: 'clobber __xss', html: '<a id="__xss" href="#">x</a><img name="__xss" src="/x.png" alt="x">' },
  // Forms, frames, plugins
  { name: 'form action', html: `<form action="javascript:${set('form-action')}"><button>go</button></form>` },
  { name: 'button formaction', html: `<button formaction="javascript:${set('formaction')}">go</button>` },
  { name: 'iframe javascript:', html: `<iframe src="javascript:${set('iframe')}"></iframe>` },
  { name: 'iframe srcdoc', html: `<iframe srcdoc="<script>parent.window.__xss='srcdoc'</script>"></iframe>` },
  { name: 'object data', html: `<object data="javascript:${set('object')}"></object>` },
  { name: 'embed src', html: `<embed src="javascript:${set('embed')}">` },
  { name: 'frameset', html: `<frameset onload="${set('frameset')}"></frameset>` },
  { name: 'meta refresh', html: `<meta http-equiv="refresh" content="0;url=javascript:${set('meta')}">` },
  { name: 'base href', html: '<base href="javascript:/">' },
  { name: 'link import', html: '<link rel="import" href="data:text/html,<script>window.__xss=1</script>">' },
  // Style-based tricks
  {
    name: 'style attribute expression',
    html: `<p style="background:url(javascript:${set('style-url')})">styled</p>`,
  },
  { name: 'style element', html: `<style>@import 'javascript:${set('style-import')}';</style>` },
  { name: 'style element closing', html: `<style></style><img src=x onerror="${set('style-close')}">` },
  {
    name: 'style behaviour',
    html: '<div style="behavior: url(xss.htc); -moz-binding: url(xss.xml#xss)">x</div>',
  },
  // mXSS classics
  {
    name: 'noscript mXSS',
    html: `<noscript><p title="</noscript><img src=x onerror=${set('noscript')}>"></noscript>`,
  },
  { name: 'title mXSS', html: `<title><img src=x onerror="${set('title')}"></title>` },
  { name: 'textarea mXSS', html: `<textarea><img src=x onerror="${set('textarea')}"></textarea>` },
  { name: 'xmp mXSS', html: `<xmp><img src=x onerror="${set('xmp')}"></xmp>` },
  { name: 'template mXSS', html: `<template><img src=x onerror="${set('template')}"></template>` },
  { name: 'comment mXSS', html: `<!--><img src=x onerror="${set('comment')}">-->` },
  { name: 'cdata mXSS', html: `<svg><![CDATA[><img src=x onerror="${set('cdata')}">]]></svg>` },
  { name: 'backtick attribute', html: '<img src=`x` onerror=`window.__xss=1`>' },
  { name: 'alert dialog', html: '<img src=x onerror="alert(1)"><svg onload="confirm(1)"></svg>' },
];

/** Markup of the §5 allow-list that must survive sanitising, with a marker per element for the tests. */
export const ALLOWED_MARKUP = [
  '<h2>Allowed heading</h2>',
  '<p>A <strong>strong</strong>, <em>emphasised</em> and <a href="https://example.org/" target="_blank" name="external">external link</a>.</p>',
  '<p><a href="/pages/faq">internal link</a> <a href="mailto:portail@campus.example">mail link</a> <a href="tel:+33100000000">phone link</a> <a href="ftp://ftp.example.org/file">ftp link</a></p>',
  '<ul><li>first item</li><li>second item</li></ul>',
  '<ol><li>numbered item</li></ol>',
  '<blockquote>quoted text</blockquote>',
  '<figure><img src="/sample-images/news/library.svg" srcset="/sample-images/news/library.svg 1x" sizes="100vw" alt="allowed image" width="120" height="80" loading="lazy" class="wide"><figcaption>image caption</figcaption></figure>',
  '<table><thead><tr><th>Header cell</th></tr></thead><tbody><tr><td>Body cell</td></tr></tbody></table>',
].join('');

/** The whole corpus as one CMS page body: the allowed markup first, then every payload. */
export const XSS_CORPUS_HTML = `${ALLOWED_MARKUP}${XSS_PAYLOADS.map((payload) => `<div>${payload.html}</div>`).join('')}`;
