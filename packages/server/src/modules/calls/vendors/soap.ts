/** Escapes text for an XML element body. */
export function xmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The text of the first element named `name` (any namespace prefix), or null. */
export function xmlElement(xml: string, name: string): string | null {
  const match = new RegExp(`<(?:[\\w-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w-]+:)?${name}>`).exec(
    xml,
  );
  return match?.[1]?.trim() ?? null;
}

export function soapEnvelope(namespaces: Record<string, string>, body: string, header = ''): string {
  const ns = Object.entries(namespaces)
    .map(([prefix, uri]) => ` xmlns:${prefix}="${uri}"`)
    .join('');
  const head = header === '' ? '' : `<soapenv:Header>${header}</soapenv:Header>`;
  return `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"${ns}>${head}<soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`;
}
