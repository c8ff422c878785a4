// swagger-ui-dist ships its bundles without types; this page uses the few options below.
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  type Request = { url: string; method: string; headers: Record<string, string>; body?: unknown };
  type Options = {
    url: string;
    dom_id: string;
    deepLinking?: boolean;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    defaultModelExpandDepth?: number;
    displayRequestDuration?: boolean;
    filter?: boolean | string;
    validatorUrl?: string | null;
    withCredentials?: boolean;
    requestInterceptor?: (req: Request) => Request | Promise<Request>;
  };
  const SwaggerUI: (options: Options) => unknown;
  export default SwaggerUI;
}
