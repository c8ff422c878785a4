import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';
import './api-docs.css';

// The API reference: Swagger UI over the server's own /api/openapi.json, bundled into this page so that
// nothing is fetched from elsewhere (airport networks have no internet). Its own entry, outside the
// application's bundle: the screens' budgets do not carry it.
SwaggerUI({
  url: '/api/openapi.json',
  dom_id: '#api-docs',
  deepLinking: true,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  defaultModelExpandDepth: 2,
  displayRequestDuration: true,
  filter: true,
  // the default asks validator.swagger.io to check the document
  validatorUrl: null,
  // tried calls run as the signed-in user too: the cookie goes along, and calls that change data need
  // the header the server asks of cookie calls (CONTRACT §2); a Bearer token from Authorize works alike
  withCredentials: true,
  requestInterceptor: (req) => {
    req.headers['X-Requested-With'] = 'XMLHttpRequest';
    return req;
  },
});
