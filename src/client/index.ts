// The typed client is the SDK package now (packages/sdk, @hr-referenzdaten/sdk): one typed method
// per operation, the HrDatenFehler class, retries, cache with ETag and offline fallback. This
// module stays as the in-repository entry point for code that imported src/client.
export * from '../../packages/sdk/src/index.ts';
