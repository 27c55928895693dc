// build/daten.json is large and generated; its type is declared in src/api/modell.ts instead of
// being inferred by the compiler.
declare module '*.json' {
  const wert: unknown;
  export default wert;
}
