/**
 * One corpus of rich HTML and what the §5 allow-list makes of it, run through both sanitisers: the server's
 * on save (apps/server/src/services/staff/sanitisers-agree.test.ts) and the residents' at display
 * (apps/web/src/lib/sanitise/sanitisers-agree.test.ts). Each must give `sanitised` for every `html`, so the
 * two cannot drift apart (issue #33).
 *
 * Outputs are compared as a browser reads them: both are parsed and serialised again by a DOM, so markup
 * that means the same compares equal (`<img />` and `<img>`, an implied `<tbody>`, `&quot;` in text). What the
 * residents' sanitiser adds for display only is also left out of the comparison: a link's new-tab `target`,
 * `rel` and internal-path marker, and the `user-content-` prefix it puts on a `name` against DOM clobbering.
 */
export interface SanitiserCase {
  name: string;
  html: string;
  sanitised: string;
}

const OWN_IMAGE = '/wp-json/portal/v1/staff-media/3/960.webp';

export const SANITISER_CORPUS: readonly SanitiserCase[] = [
  {
    name: 'headings, paragraphs and marks stay as they are',
    html: '<h2>Programme</h2><h3>Horaires</h3><p><strong>b</strong> <em>i</em> <u>u</u> <b>b</b> <i>i</i></p>',
    sanitised:
      '<h2>Programme</h2><h3>Horaires</h3><p><strong>b</strong> <em>i</em> <u>u</u> <b>b</b> <i>i</i></p>',
  },
  {
    name: 'lists and quotes stay as they are',
    html: '<ul><li><p>a</p><ul><li><p>b</p></li></ul></li></ul><ol><li>c</li></ol><blockquote><p>d</p></blockquote>',
    sanitised:
      '<ul><li><p>a</p><ul><li><p>b</p></li></ul></li></ul><ol><li>c</li></ol><blockquote><p>d</p></blockquote>',
  },
  {
    name: 'a simple table keeps its cells, colspan and rowspan',
    html: '<table><tbody><tr><th colspan="2">Heure</th></tr><tr><td rowspan="2"><p>19 h</p></td><td>Jardin</td></tr></tbody></table>',
    sanitised:
      '<table><tbody><tr><th colspan="2">Heure</th></tr><tr><td rowspan="2"><p>19 h</p></td><td>Jardin</td></tr></tbody></table>',
  },
  {
    name: 'a table loses its widths, borders, classes and styles',
    html: '<table class="MsoTableGrid" border="1" cellpadding="0" style="border-collapse:collapse"><tr style="height:0"><td width="302" valign="top" style="border:solid 1pt">A</td></tr></table>',
    sanitised: '<table><tbody><tr><td>A</td></tr></tbody></table>',
  },
  {
    name: 'a caption, a header and a footer of a table are kept',
    html: '<table><caption>Horaires</caption><thead><tr><th scope="col">Jour</th></tr></thead><tfoot><tr><td>Fin</td></tr></tfoot></table>',
    sanitised:
      '<table><caption>Horaires</caption><thead><tr><th scope="col">Jour</th></tr></thead><tfoot><tr><td>Fin</td></tr></tfoot></table>',
  },
  {
    name: 'the portal’s own image keeps its address, text alternative and size',
    html: `<p><img src="${OWN_IMAGE}" alt="Le jardin" width="960" height="640" loading="lazy"></p>`,
    sanitised: `<p><img src="${OWN_IMAGE}" alt="Le jardin" width="960" height="640" loading="lazy"></p>`,
  },
  {
    name: 'the sample images, also the portal’s own, are kept',
    html: '<figure><img src="/sample-images/news/bike.svg" srcset="/sample-images/news/bike.svg 1x" alt="Vélo"><figcaption>Atelier</figcaption></figure>',
    sanitised:
      '<figure><img src="/sample-images/news/bike.svg" srcset="/sample-images/news/bike.svg 1x" alt="Vélo"><figcaption>Atelier</figcaption></figure>',
  },
  {
    name: 'a relative image address, on the portal’s origin, is kept',
    html: '<img src="images/plan.png" alt="Plan">',
    sanitised: '<img src="images/plan.png" alt="Plan">',
  },
  {
    name: 'an image of another site loses its address (a tracker never loads)',
    html: '<img src="https://tracker.example/pixel.gif" alt="Logo">',
    sanitised: '<img alt="Logo">',
  },
  {
    name: 'a data: image loses its address (it is uploaded, not stored in the text)',
    html: '<img src="data:image/png;base64,iVBORw0KGgo=" alt="Capture">',
    sanitised: '<img alt="Capture">',
  },
  {
    name: 'a data: SVG image loses its address',
    html: '<img src="data:image/svg+xml,&lt;svg onload=alert(1)&gt;">',
    sanitised: '<img>',
  },
  {
    name: 'a protocol-relative image address, another host, is refused',
    html: '<img src="//evil.example/a.png" alt="">',
    sanitised: '<img alt="">',
  },
  {
    name: 'a backslash that a browser reads as a slash is refused',
    html: '<img src="/\\evil.example/a.png" alt="a">',
    sanitised: '<img alt="a">',
  },
  {
    name: 'a tab hidden in the address does not make it another host',
    html: '<img src="/&#9;/evil.example/a.png" alt="a">',
    sanitised: '<img alt="a">',
  },
  {
    name: 'a file:/// image of Word is refused',
    html: '<img src="file:///C:/Users/x/clip_image001.png" alt="">',
    sanitised: '<img alt="">',
  },
  {
    name: 'a srcset naming another host is dropped, the own src kept',
    html: `<img src="${OWN_IMAGE}" srcset="${OWN_IMAGE} 1x, https://evil.example/b.webp 2x" alt="a">`,
    sanitised: `<img src="${OWN_IMAGE}" alt="a">`,
  },
  {
    name: 'an image loses its event handlers and style',
    html: `<img src="${OWN_IMAGE}" onerror="alert(1)" style="width:10px" alt="a">`,
    sanitised: `<img src="${OWN_IMAGE}" alt="a">`,
  },
  {
    name: 'scripts go with their content, handlers and styles go',
    html: '<p onclick="x()" style="color:red">a<script>alert(1)</script></p><style>p{}</style>',
    sanitised: '<p>a</p>',
  },
  {
    name: 'javascript: and data: links lose their address, even disguised',
    html: '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="jav&#x09;ascript:alert(1)">c</a><a href="data:text/html,x">d</a>',
    sanitised: '<a>a</a><a>b</a><a>c</a><a>d</a>',
  },
  {
    name: 'web, e-mail, phone, ftp and relative links are kept',
    html: '<a href="https://campus.example/x" target="_blank">a</a><a href="mailto:a@campus.example">b</a><a href="tel:+33100000000">c</a><a href="ftp://ftp.example.org/f">d</a><a href="/news/x">e</a>',
    sanitised:
      '<a href="https://campus.example/x">a</a><a href="mailto:a@campus.example">b</a><a href="tel:+33100000000">c</a><a href="ftp://ftp.example.org/f">d</a><a href="/news/x">e</a>',
  },
  {
    name: 'a named anchor keeps its name',
    html: '<a name="programme">Programme</a>',
    sanitised: '<a name="programme">Programme</a>',
  },
  {
    name: 'frames, plugins and forms are dropped',
    html: '<iframe src="https://evil.example"></iframe><embed src="x"><form><input value="x"></form>',
    sanitised: '',
  },
  {
    name: 'an element outside the list keeps its words',
    html: '<p><font color="red">rouge</font> <mark>vu</mark></p><section><p>x</p></section>',
    sanitised: '<p>rouge vu</p><p>x</p>',
  },
  {
    name: 'attributes outside each tag’s own list go',
    html: '<p class="MsoNormal" id="p1" title="t" dir="ltr">a</p><td>not in a table</td>',
    sanitised: '<p>a</p>not in a table',
  },
];
