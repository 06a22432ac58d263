import { SheetPackageError } from '../sheet-package-error';
import { XmlBoundsScanner } from '../xml-bounds';

const BOUNDS = { maxDepth: 4, maxTextChars: 10, maxTagBytes: 40 };

/** Scans `xml` in chunks of `chunk` bytes; answers the problem, or 'ok' and the elements opened. */
function scan(xml: string, chunk = 3): string {
  const opened: string[] = [];
  const scanner = new XmlBoundsScanner('part.xml', BOUNDS, new Set(['c', 'si']), { open: (name) => opened.push(name) });
  const bytes = Buffer.from(xml);
  try {
    for (let start = 0; start < bytes.length; start += chunk) scanner.write(bytes.subarray(start, start + chunk));
    scanner.end();
  } catch (error) {
    if (error instanceof SheetPackageError) return error.problem;
    throw error;
  }
  return `ok ${opened.join(',')}`;
}

describe('XmlBoundsScanner', () => {
  it('counts characters, not bytes, and an entity as one', () => {
    expect(scan('<a>一二三四五六七八九十</a>')).toBe('ok a');
    expect(scan('<a>一二三四五六七八九十一</a>')).toBe('cellChars');
    expect(scan('<a>&amp;&amp;&amp;&amp;&amp;&lt;&gt;&quot;&apos;&#x41;</a>')).toBe('ok a');
    expect(scan('<a>&amp;&amp;&amp;&amp;&amp;&lt;&gt;&quot;&apos;&#x41;x</a>')).toBe('cellChars');
  });

  it('measures each text run outside a value alone, and a value (cell, shared string) across its runs', () => {
    expect(scan('<a><b>0123456789</b><b>0123456789</b></a>')).toBe('ok a,b,b');
    expect(scan('<si><r><t>012345</t></r><r><t>6789</t></r></si>')).toBe('ok si,r,t,r,t');
    expect(scan('<si><r><t>012345</t></r><r><t>67890</t></r></si>')).toBe('cellChars');
    expect(scan('<c><is><t>0123456789</t></is></c><c><v>0123456789</v></c>')).toBe('ok c,is,t,c,v');
  });

  it('counts comments and CDATA as text (their closing delimiter included), and refuses a DTD', () => {
    expect(scan('<a><!--12345678--></a>')).toBe('ok a');
    expect(scan('<a><!--123456789--></a>')).toBe('cellChars');
    expect(scan('<a><![CDATA[<b>45678]]></a>')).toBe('ok a');
    expect(scan('<a><![CDATA[<b>456789]]></a>')).toBe('cellChars');
    expect(scan('<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>')).toBe('unreadable');
  });

  it('bounds nesting and tag length; self-closing elements and prefixes are handled; a part cut inside a tag is unreadable', () => {
    expect(scan('<?xml version="1.0"?><a><b><c><d/></c></b></a>')).toBe('ok a,b,c,d');
    expect(scan('<a><b><c><d><e/></d></c></b></a>')).toBe('depth');
    expect(scan('<x:a><x:b attr="a > b / c"/></x:a>')).toBe('ok a,b');
    expect(scan(`<a b="${'x'.repeat(40)}"/>`)).toBe('tagBytes');
    expect(scan('<a><b')).toBe('unreadable');
  });
});
