import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';
import './api-docs.css';

// The API reference: Swagger UI over the server's own /api/openapi.json, bundled into this page so that
// nothing is fetched from elsewhere (airport networks have no internet). Its own entry, outside the
// application's bundle: the screens' budgets do not carry it.
SwaggerUI({
  url: '/api/openapi.json',
  dom_id: '#api-docs',
  // a deep link is an <a> inside the operation's button: nested controls that screen readers and axe refuse
  deepLinking: false,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  defaultModelExpandDepth: 2,
  displayRequestDuration: true,
  filter: true,
  // the default asks validator.swagger.io to check the document
  validatorUrl: null,
  // tried calls run as the signed-in user too: the cookie goes along, and calls that change data need
  // the header the server asks of cookie calls (against cross-site requests); a Bearer token from Authorize works alike
  withCredentials: true,
  requestInterceptor: (req) => {
    req.headers['X-Requested-With'] = 'XMLHttpRequest';
    return req;
  },
});

// Some of Swagger UI's controls lack a usable name: the Authorize dialog's close cross, the schema views'
// expand arrows and the servers list (its "Servers" title is not its label) have none, and the dialog's submit buttons are named "Apply credentials" while
// they read "Authorize". Named here as they appear.
new MutationObserver(() => {
  for (const el of document.querySelectorAll<HTMLButtonElement>('.close-modal:not([aria-label])'))
    el.setAttribute('aria-label', 'Close');
  for (const el of document.querySelectorAll<HTMLSelectElement>('select#servers:not([aria-label])'))
    el.setAttribute('aria-label', 'Server');
  for (const el of document.querySelectorAll<HTMLButtonElement>('.json-schema-2020-12-accordion:not([aria-label])')) {
    if (!el.textContent?.trim()) el.setAttribute('aria-label', 'Show or hide the properties');
  }
  for (const el of document.querySelectorAll<HTMLButtonElement>(
    '.auth-btn-wrapper .authorize[aria-label="Apply credentials"]',
  ))
    el.setAttribute('aria-label', el.textContent?.trim() || 'Authorize');
}).observe(document.body, { childList: true, subtree: true });
