import { describe, expect, it } from 'vitest';
import { readXml } from './xml-reader';

describe('readXml', () => {
  it('reads prefixed namespaces, attributes in either quotes, character references and CDATA', () => {
    const root = readXml(
      `<?xml version="1.0"?>\n<a:Doc xmlns:a="urn:x" k='v &quot;1&quot;'><a:B>&#x20A6;&#8358; &lt;ok&gt;<![CDATA[<raw & free>]]></a:B><!-- note --><C/></a:Doc>`,
    );
    expect(root).toMatchObject({ name: 'Doc', namespace: 'urn:x', attributes: { k: 'v "1"' }, line: 2 });
    expect(root.children.map((child) => [child.name, child.namespace, child.text])).toEqual([
      ['B', 'urn:x', '₦₦ <ok><raw & free>'],
      ['C', null, ''],
    ]);
  });

  it.each([
    ['<a>&amp</a>', "an '&' that begins no reference"],
    ['<a x="1" x="2"/>', "the attribute 'x' is given twice"],
    ['<p:a/>', "the prefix 'p' is not declared"],
    ['<a/><b/>', 'a second root element'],
    ['<a/>tail', 'text outside the root element'],
    ['<a>&#0;</a>', "'&#0;' is no character"],
    [
      '<!ENTITY x "y"><a/>',
      'a DOCTYPE or entity declaration is refused (they can read files or expand without bound)',
    ],
    ['', 'no root element'],
  ])('refuses %j', (xml, reason) => {
    expect(() => readXml(xml)).toThrow(reason);
  });

  it('refuses nesting deeper than a statement has', () => {
    expect(() => readXml('<a>'.repeat(100) + '</a>'.repeat(100))).toThrow('elements nested deeper than 64');
  });
});
