// The Amtlicher Gemeindeschlüssel (AGS): eight digits, two of the Land (01 Schleswig-Holstein to
// 16 Thüringen), one of the Regierungsbezirk, two of the Kreis, three of the municipality.
// Shared by the data schema and the parameter check of the gate (Deno).
export const GEMEINDESCHLUESSEL = /^(0[1-9]|1[0-6])\d{6}$/;
