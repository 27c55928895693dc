// Conditional requests: the ETag stands for the dataset's datenstand and the request with its
// defaults resolved (today's date), so it is known before any file is read; a match answers 304,
// which costs the caller no quota (DECISIONS.md "Shared request rules").

export function etag(datenstand: string, pfadUndAbfrage: string, heute: string, kodierung = ''): string {
  return `"${datenstand}-${streuwert(`${pfadUndAbfrage}|${heute}|${kodierung}`)}"`;
}

// If-None-Match may list several tags, weak or strong; "*" matches any.
export function passt(ifNoneMatch: string | null, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const x = t.trim().replace(/^W\//, '');
    return x === '*' || x === tag;
  });
}

// A 53-bit string hash (cyrb53): the tag only has to change when the answer to the same URL
// changes, and it is computed on every request, so no cryptographic hash is needed.
export function streuwert(s: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
