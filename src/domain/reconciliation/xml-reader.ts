/** One element of a document read by `readXml`: its local name, namespace, attributes, children and own text. */
export interface XmlElement {
  name: string;
  namespace: string | null;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
  line: number;
}

export class XmlSyntaxError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(reason);
  }
}

const NAME = /[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?/y;
const ATTRIBUTE = /\s+([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const MAX_DEPTH = 64;

/**
 * A strict reader of the XML that bank statements are (docs/decisions/074): elements, attributes, namespaces, text,
 * CDATA, comments and processing instructions. It refuses a DOCTYPE and so every entity but XML's five and
 * character references: no external entity can read a file (XXE) and no entity can expand without bound. Mismatched
 * or unclosed tags, unknown entities and text outside the root are refused with their line, not repaired: a
 * statement that is not well-formed XML is not one we trust to pay orders from.
 */
export function readXml(source: string): XmlElement {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  let pos = 0;
  let line = 1;
  let counted = 0;
  const lineAt = (at: number) => {
    for (; counted < at; counted++) if (text.charCodeAt(counted) === 10) line++;
    return line;
  };
  const fail = (reason: string, at = pos): never => {
    throw new XmlSyntaxError(lineAt(at), reason);
  };
  const decode = (raw: string, at: number) =>
    raw.replace(/&([^;&\s]*);?/g, (whole, name: string) => {
      if (!whole.endsWith(';')) return fail(`an '&' that begins no reference`, at);
      if (name in PREDEFINED) return PREDEFINED[name]!;
      const code = /^#x([0-9a-fA-F]+)$/.exec(name)?.[1] ?? /^#(\d+)$/.exec(name)?.[1];
      if (code === undefined)
        return fail(`the entity '&${name};' is refused: only XML's own five are read`, at);
      const value = Number.parseInt(code, name.startsWith('#x') ? 16 : 10);
      if (value > 0x10ffff || value === 0) return fail(`'&${name};' is no character`, at);
      return String.fromCodePoint(value);
    });

  const stack: { element: XmlElement; qname: string; scope: Map<string, string> }[] = [];
  let root: XmlElement | null = null;
  while (pos < text.length) {
    const open = text.indexOf('<', pos);
    const chunk = text.slice(pos, open < 0 ? text.length : open);
    if (chunk !== '') {
      const top = stack.at(-1);
      if (top) top.element.text += decode(chunk, pos);
      else if (chunk.trim() !== '') fail('text outside the root element');
    }
    if (open < 0) break;
    pos = open;
    if (text.startsWith('<!--', pos)) {
      const end = text.indexOf('-->', pos + 4);
      if (end < 0) fail('a comment is never closed');
      pos = end + 3;
    } else if (text.startsWith('<![CDATA[', pos)) {
      const end = text.indexOf(']]>', pos);
      const top = stack.at(-1);
      if (end < 0 || !top) fail('CDATA outside an element or never closed');
      top!.element.text += text.slice(pos + 9, end);
      pos = end + 3;
    } else if (text.startsWith('<!', pos)) {
      fail('a DOCTYPE or entity declaration is refused (they can read files or expand without bound)');
    } else if (text.startsWith('<?', pos)) {
      const end = text.indexOf('?>', pos);
      if (end < 0) fail('a processing instruction is never closed');
      if (text.startsWith('<?xml ', pos) && pos !== 0) fail('the XML declaration must come first');
      pos = end + 2;
    } else if (text.startsWith('</', pos)) {
      NAME.lastIndex = pos + 2;
      const name = NAME.exec(text)?.[0];
      const top = stack.pop();
      if (!top || name !== top.qname) fail(`'</${name ?? ''}>' closes no open '<${top?.qname ?? ''}>'`);
      pos = NAME.lastIndex;
      const end = /\s*>/y;
      end.lastIndex = pos;
      if (!end.exec(text)) fail(`'</${name}' is not closed by '>'`);
      pos = end.lastIndex;
    } else {
      const at = pos;
      NAME.lastIndex = pos + 1;
      const qname = NAME.exec(text)?.[0] ?? fail('a tag without a name');
      pos = NAME.lastIndex;
      const raw: Record<string, string> = {};
      for (;;) {
        ATTRIBUTE.lastIndex = pos;
        const attribute = ATTRIBUTE.exec(text);
        if (!attribute) break;
        const [, attributeName, double, single] = attribute;
        if (attributeName! in raw) fail(`the attribute '${attributeName}' is given twice`);
        raw[attributeName!] = decode(double ?? single ?? '', pos);
        pos = ATTRIBUTE.lastIndex;
      }
      const close = /\s*(\/?)>/y;
      close.lastIndex = pos;
      const closed = close.exec(text) ?? fail(`'<${qname}' is not closed by '>'`);
      pos = close.lastIndex;
      const parentScope = stack.at(-1)?.scope ?? new Map<string, string>();
      const scope = new Map(parentScope);
      const attributes: Record<string, string> = {};
      for (const [name, value] of Object.entries(raw)) {
        if (name === 'xmlns') scope.set('', value);
        else if (name.startsWith('xmlns:')) scope.set(name.slice(6), value);
        else attributes[name.includes(':') ? name.slice(name.indexOf(':') + 1) : name] = value;
      }
      const colon = qname.indexOf(':');
      const prefix = colon < 0 ? '' : qname.slice(0, colon);
      if (prefix !== '' && !scope.has(prefix)) fail(`the prefix '${prefix}' is not declared`, at);
      const element: XmlElement = {
        name: colon < 0 ? qname : qname.slice(colon + 1),
        namespace: scope.get(prefix) ?? null,
        attributes,
        children: [],
        text: '',
        line: lineAt(at),
      };
      const parent = stack.at(-1);
      if (parent) parent.element.children.push(element);
      else if (root) fail('a second root element', at);
      else root = element;
      if (closed[1] !== '/') stack.push({ element, qname, scope });
      if (stack.length > MAX_DEPTH) fail(`elements nested deeper than ${MAX_DEPTH}`, at);
    }
  }
  if (stack.length > 0) fail(`'<${stack.at(-1)!.qname}>' is never closed`);
  return root ?? fail('no root element');
}

/** The children of `element` named `name`. */
export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return element ? element.children.filter((child) => child.name === name) : [];
}

/** The element at `path` under `element` ('BookgDt/Dt'), the first of each step; undefined when any is missing. */
export function childAt(element: XmlElement | undefined, path: string): XmlElement | undefined {
  let at = element;
  for (const step of path.split('/')) at = at?.children.find((child) => child.name === step);
  return at;
}

/** The trimmed text at `path`, or null when the element is missing or empty. */
export function textAt(element: XmlElement | undefined, path: string): string | null {
  const text = childAt(element, path)?.text.trim();
  return text ? text : null;
}
