/** A minimal, dependency-free XML reader: enough for e-invoice documents (no DTDs, no entities beyond the five). */
export interface XmlElement {
  /** Local name without namespace prefix. */
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string): string =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) =>
    e.startsWith('#x') || e.startsWith('#X')
      ? String.fromCodePoint(parseInt(e.slice(2), 16))
      : e.startsWith('#')
        ? String.fromCodePoint(Number(e.slice(1)))
        : (ENTITIES[e] ?? m),
  );
const local = (qname: string): string => qname.slice(qname.indexOf(':') + 1);

/** Parses XML text into an element tree; throws on unbalanced tags. */
export function parseXml(xml: string): XmlElement {
  const root: XmlElement = { name: '#root', attrs: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  const re =
    /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<!DOCTYPE[^>]*>|<\/([\w:.-]+)\s*>|<([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;
  for (const m of xml.matchAll(re)) {
    const top = stack[stack.length - 1] as XmlElement;
    const [, cdata, close, open, attrText, selfClose, text] = m;
    if (cdata !== undefined) top.text += cdata;
    else if (text !== undefined) top.text += decode(text);
    else if (close) {
      if (stack.length < 2 || top.name !== local(close))
        throw new Error(`Unbalanced XML at </${close}>`);
      top.text = top.text.trim();
      stack.pop();
    } else if (open) {
      const attrs: Record<string, string> = {};
      for (const a of (attrText ?? '').matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
        attrs[local(a[1] ?? '')] = decode(a[2] ?? a[3] ?? '');
      const el: XmlElement = { name: local(open), attrs, children: [], text: '' };
      top.children.push(el);
      if (!selfClose) stack.push(el);
    }
  }
  if (stack.length !== 1) throw new Error('Unclosed XML element');
  const doc = root.children[0];
  if (!doc) throw new Error('Empty XML document');
  return doc;
}

/** First descendant along a path of local names ("A/B/C"), searching children only at each step. */
export function at(el: XmlElement | undefined, path: string): XmlElement | undefined {
  let current = el;
  for (const step of path.split('/')) current = current?.children.find((c) => c.name === step);
  return current;
}

export function all(el: XmlElement | undefined, name: string): XmlElement[] {
  return el?.children.filter((c) => c.name === name) ?? [];
}

export const textAt = (el: XmlElement | undefined, path: string): string | null => {
  const found = at(el, path);
  return found && found.text !== '' ? found.text : null;
};
