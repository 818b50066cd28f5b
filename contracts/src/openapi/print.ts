import { buildOpenApiDocument } from './document.ts';

// `npm run openapi > openapi.json`: the document the services serve at /api/openapi.json.
process.stdout.write(`${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
