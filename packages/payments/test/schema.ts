import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';
import type { Pain001Version } from '../src';

/** The ISO 20022 schemas are read in place beside the repository (../shared/schemas/iso20022
 * from the repository root), never copied into it. */
const SCHEMA_DIR = fileURLToPath(new URL('../../../../shared/schemas/iso20022/', import.meta.url));

const schemas = new Map<Pain001Version, string>();
function schema(version: Pain001Version) {
  let text = schemas.get(version);
  if (!text) {
    text = readFileSync(`${SCHEMA_DIR}pain.001.001.${version}.xsd`, 'utf8');
    schemas.set(version, text);
  }
  return text;
}

/** Validates with libxml2's schema validator (xmllint compiled to WebAssembly); the messages
 * of any failure, or an empty list. */
export async function schemaErrors(xml: string, version: Pain001Version): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'pain.xml', contents: xml }],
    schema: [{ fileName: `pain.001.001.${version}.xsd`, contents: schema(version) }],
    maxMemoryPages: 4096,
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}
