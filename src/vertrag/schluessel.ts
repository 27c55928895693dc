// A stored API key as the key store holds it and the gate checks it (DECISIONS.md "Keys").
export interface SchluesselEintrag {
  id: string;
  name: string;
  hash: string;
  erstellt: string;
  widerrufen: string | null;
  // Requests per quota window for this key; absent: the service's default (KONTINGENT_ANFRAGEN).
  kontingent?: number | null;
}
