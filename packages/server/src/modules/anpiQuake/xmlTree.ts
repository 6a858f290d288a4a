import { SaxesParser } from 'saxes';

/** An element of a parsed document: its namespace, local name, attributes, text and children. */
export interface XmlElement {
  readonly uri: string;
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  text: string;
}

/** Why a document could not be read as XML. */
export class XmlReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlReadError';
  }
}

/**
 * Reads a whole document into a small tree of namespaced elements (text kept per element, no
 * mixed content: the JMA's documents have none). Throws XmlReadError when it is not well-formed.
 */
export function readXml(source: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let failure: string | null = null;
  parser.on('error', (error) => {
    failure ??= error.message;
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const attribute of Object.values(tag.attributes)) {
      if (attribute.prefix !== 'xmlns' && attribute.name !== 'xmlns')
        attributes[attribute.local] = attribute.value;
    }
    const element: XmlElement = { uri: tag.uri, name: tag.local, attributes, children: [], text: '' };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('cdata', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  try {
    parser.write(source).close();
  } catch (error) {
    failure ??= error instanceof Error ? error.message : String(error);
  }
  if (failure) throw new XmlReadError(failure);
  if (!root) throw new XmlReadError('no root element');
  return root;
}

/** The first child of `element` with that namespace and local name. */
export function childOf(
  element: XmlElement | null | undefined,
  uri: string,
  name: string,
): XmlElement | null {
  return element?.children.find((child) => child.uri === uri && child.name === name) ?? null;
}

/** Every child of `element` with that namespace and local name. */
export function childrenOf(element: XmlElement | null | undefined, uri: string, name: string): XmlElement[] {
  return element?.children.filter((child) => child.uri === uri && child.name === name) ?? [];
}

/** The trimmed text of the child, or null when it is missing or empty. */
export function textOf(element: XmlElement | null | undefined, uri: string, name: string): string | null {
  const text = childOf(element, uri, name)?.text.trim();
  return text ? text : null;
}
