import { findSvgProblem } from '../svg-safety';
import { SAFE_SVG } from './samples';

const svg = (body: string, attributes = '') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${body}</svg>`);

describe('findSvgProblem', () => {
  it('passes a drawing with gradients, fragment references, styles and text', () => {
    expect(findSvgProblem(SAFE_SVG)).toBeUndefined();
    expect(findSvgProblem(svg('<image href="data:image/png;base64,iVBORw0KGgo="/>'))).toBeUndefined();
  });

  it.each([
    ['a script element', svg('<script>alert(1)</script>'), 'script'],
    ['a prefixed script element', svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'), 'script'],
    ['an upper-case script element', svg('<SCRIPT>alert(1)</SCRIPT>'), 'script'],
    ['a script in CDATA-free upper-case xlink', svg('<a xlink:href="JaVaScRiPt:alert(1)"><text>x</text></a>'), 'external-reference'],
    ['a javascript: link with entities', svg('<a href="jav&#x09;ascript:alert(1)"><text>x</text></a>'), 'external-reference'],
    ['an onload handler on the root', svg('', ' onload="alert(1)"'), 'event-handler'],
    ['an onclick handler', svg('<rect onclick="alert(1)"/>'), 'event-handler'],
    ['an animation that rewrites href', svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>'), 'script'],
    ['an animation of an event attribute', svg('<animate attributeName="onbegin" values="x"/>'), 'script'],
    ['foreign HTML content', svg('<foreignObject><div>x</div></foreignObject>'), 'foreign-content'],
    ['the XHTML namespace', svg('<g xmlns:h="http://www.w3.org/1999/xhtml"><h:b>x</h:b></g>'), 'foreign-content'],
    ['an iframe', svg('<iframe src="https://example.com"/>'), 'foreign-content'],
    ['a remote image', svg('<image href="https://tracker.example/p.png"/>'), 'external-reference'],
    ['a remote use', svg('<use xlink:href="https://evil.example/sprite.svg#a"/>'), 'external-reference'],
    ['a style @import', svg('<style>@import url(https://evil.example/a.css);</style>'), 'script'],
    ['a remote url() in a style attribute', svg('<rect style="fill:url(https://evil.example/a)"/>'), 'external-reference'],
    ['a javascript url in CSS', svg('<style><![CDATA[ rect { background: url("javascript:alert(1)") } ]]></style>'), 'script'],
    ['an internal DTD subset', Buffer.from('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>'), 'entity'],
    ['a stylesheet processing instruction', Buffer.from('<?xml-stylesheet href="https://evil.example/a.css"?><svg xmlns="http://www.w3.org/2000/svg"/>'), 'external-reference'],
  ])('flags %s', (_label, bytes, problem) => {
    expect(findSvgProblem(bytes)).toBe(problem);
  });

  it.each([
    ['HTML', Buffer.from('<html><body><script>alert(1)</script></body></html>')],
    ['plain text', Buffer.from('hello')],
    ['invalid UTF-8', Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe, 0x3e])],
    ['a NUL byte', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">\u0000</svg>')],
  ])('says %s is not an SVG', (_label, bytes) => {
    expect(findSvgProblem(bytes)).toBe('not-svg');
  });
});
