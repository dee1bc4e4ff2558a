import { XMLParser } from 'fast-xml-parser';

/** An element as fast-xml-parser gives it here: child elements by local name (always arrays), text under '#text', attributes under '@_name'. */
export type XmlNode = { [key: string]: XmlNode[] | string | undefined };

/**
 * Entity expansion stays off (processEntities: false): a DOCTYPE can define entities that expand
 * exponentially ("billion laughs") or pull in files, and an invoice never needs them. Only the
 * five predefined entities and character references are decoded, by hand, after parsing.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  alwaysCreateTextNode: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  // An e-invoice nests about a dozen levels; deeper is refused before it costs stack or memory.
  maxNestedTags: 64,
});

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string): string =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) => {
    if (/^#x/i.test(e)) return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(Number(e.slice(1)));
    return PREDEFINED[e] ?? m;
  });

/** Parses and validates XML text; returns the root element's local name and node. Throws on malformed XML. */
export function parseXml(xml: string): { name: string; root: XmlNode } {
  const doc = parser.parse(xml, true) as XmlNode;
  for (const [name, value] of Object.entries(doc)) {
    if (name.startsWith('#') || name.startsWith('@_') || !Array.isArray(value)) continue;
    const root = value[0];
    if (root) return { name, root };
  }
  throw new Error('Empty XML document');
}

/** Child elements with a local name. */
export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  const value = node?.[name];
  return Array.isArray(value) ? value : [];
}

/** First element along a path of local names ("A/B/C"). */
export function at(node: XmlNode | undefined, path: string): XmlNode | undefined {
  let current = node;
  for (const step of path.split('/')) current = children(current, step)[0];
  return current;
}

/** Every element along a path whose last step may repeat ("A/B" → all B under the first A). */
export function all(node: XmlNode | undefined, path: string): XmlNode[] {
  const steps = path.split('/');
  const last = steps.pop() ?? '';
  const parent = steps.length ? at(node, steps.join('/')) : node;
  return children(parent, last);
}

/** Decoded, trimmed text of an element, or null when it is missing or empty. */
export function textOf(node: XmlNode | undefined): string | null {
  const raw = node?.['#text'];
  if (typeof raw !== 'string') return null;
  const text = decode(raw).trim();
  return text === '' ? null : text;
}

export const textAt = (node: XmlNode | undefined, path: string): string | null =>
  textOf(at(node, path));

export const attrOf = (node: XmlNode | undefined, name: string): string | null => {
  const value = node?.[`@_${name}`];
  return typeof value === 'string' ? decode(value) : null;
};
