/** Decodes XML bytes with the encoding its declaration names (UTF-8 unless it says otherwise),
 * without a byte order mark. `fatal`: bytes that are not valid in that encoding throw. */
export function decodeXml(bytes: Uint8Array, fatal = false): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /encoding\s*=\s*["']([\w.-]+)["']/i.exec(head)?.[1] ?? 'utf-8';
  let encoding = 'utf-8'; // also for an encoding the runtime does not know
  try {
    encoding = new TextDecoder(declared).encoding;
  } catch {
    /* keep UTF-8 */
  }
  return new TextDecoder(encoding, { fatal }).decode(bytes).replace(/^\uFEFF/, '');
}
