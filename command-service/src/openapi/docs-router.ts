import express, { Router } from 'express';
// The path helper alone: the package's main module would load the whole browser bundle into the server.
import getAbsoluteFSPath from 'swagger-ui-dist/absolute-path.js';
import { buildOpenApiDocument } from '@certus/contracts/openapi/document';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';
const ASSETS_PATH = `${DOCS_PATH}/assets`;
const INIT_SCRIPT_PATH = `${DOCS_PATH}/init.js`;
const ASSET_FILES = new Set(['/swagger-ui.css', '/swagger-ui-bundle.js', '/swagger-ui-standalone-preset.js', '/favicon-32x32.png']);

// No inline script or handler: the app's Content-Security-Policy (helmet's default) only allows scripts from 'self'.
const docsPage = /* html */ `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Certus API</title>
    <link rel="stylesheet" href="${ASSETS_PATH}/swagger-ui.css" />
    <link rel="icon" type="image/png" href="${ASSETS_PATH}/favicon-32x32.png" sizes="32x32" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${ASSETS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${ASSETS_PATH}/swagger-ui-standalone-preset.js"></script>
    <script src="${INIT_SCRIPT_PATH}"></script>
  </body>
</html>
`;

const initScript = /* js */ `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_JSON_PATH)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
    // The public validator badge is an image from another origin: the CSP blocks it and it leaks the URL.
    validatorUrl: null,
  });
});
`;

export interface DocsRouterOptions {
  /** The document to serve; defaults to the one generated from the contracts. */
  document?: object;
}

/**
 * GET /api/openapi.json (the generated OpenAPI 3.1 document) and GET /api/docs (Swagger UI, served from
 * swagger-ui-dist, nothing from a CDN).
 */
export function docsRouter(options: DocsRouterOptions = {}): Router {
  const router = Router();
  let documentJson: string | undefined;
  const documentBody = () => (documentJson ??= JSON.stringify(options.document ?? buildOpenApiDocument()));

  router.get(OPENAPI_JSON_PATH, (_req, res) => {
    res.type('application/json').send(documentBody());
  });
  router.get(DOCS_PATH, (_req, res) => {
    res.type('html').send(docsPage);
  });
  router.get(INIT_SCRIPT_PATH, (_req, res) => {
    res.type('text/javascript').send(initScript);
  });
  // Only what the page loads: the package's own index.html and initializer (pointing at the petstore) stay out.
  const assets = express.static(getAbsoluteFSPath(), { index: false, maxAge: '1h' });
  router.use(ASSETS_PATH, (req, res, next) => (ASSET_FILES.has(req.path) ? assets(req, res, next) : next()));
  return router;
}
