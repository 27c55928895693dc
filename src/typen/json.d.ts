// The generated JSON files (build/rechner.json) are large; their types are declared in
// src/vertrag/modell.ts instead of being inferred by the compiler.
declare module '*.json' {
  const wert: unknown;
  export default wert;
}
