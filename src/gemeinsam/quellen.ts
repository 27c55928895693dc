// The sources of an answer with further ones added: each URL once, in the order first named.
export function mitQuellen<Q extends { url: string }>(quellen: readonly Q[], weitere: Iterable<Q>): Q[] {
  const liste = [...quellen];
  const bekannt = new Set(liste.map((q) => q.url));
  for (const q of weitere)
    if (!bekannt.has(q.url)) {
      bekannt.add(q.url);
      liste.push(q);
    }
  return liste;
}
