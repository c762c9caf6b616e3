/**
 * The checksum of a Bring-In file: SHA-256 of the file's content written out in one fixed way (keys sorted, no
 * spaces), without the checksum itself. It proves that the file was not changed by accident since it was written
 * (a damaged download, a slip in an editor): any change gives another checksum. It is not a signature: anyone
 * can change a file and write the new checksum into it, so it does not prove who wrote the file.
 */

/** JSON with every object's keys in order, so that the same content always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** "sha256:" and the hex digest of the document's content without its `checksum` field. */
export async function checksumOf(document: Record<string, unknown>): Promise<string> {
  const { checksum: _left, ...content } = document;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalJson(content)));
  return `sha256:${Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
