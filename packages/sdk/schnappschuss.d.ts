import type { Schnappschuss } from './dist/esm/index.js';

declare const schnappschuss: Schnappschuss;
export default schnappschuss;
