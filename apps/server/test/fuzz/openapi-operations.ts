/** The parts of an OpenAPI 3 document the fuzz test reads: each operation's parameters and JSON body. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<string, OpenApiOperation>>>;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path template, e.g. /wp-json/wp/v2/users/{id}. */
  path: string;
  pathParams: string[];
  /** The path parameters' schemas, where the document or route gives them. */
  pathSchemas: Record<string, JsonSchema>;
  queryParams: { name: string; schema: JsonSchema }[];
  /** The body's content type and schema, when the operation takes one. */
  body: { contentType: string; schema: JsonSchema } | null;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      if (operation === undefined) return [];
      const parameters = operation.parameters ?? [];
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      return [
        {
          method: method.toUpperCase() as Operation['method'],
          path,
          pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? ''),
          pathSchemas: Object.fromEntries(
            parameters
              .filter((parameter) => parameter.in === 'path')
              .map((parameter) => [parameter.name, parameter.schema ?? {}]),
          ),
          queryParams: parameters
            .filter((parameter) => parameter.in === 'query')
            .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} })),
          body: contentType === undefined ? null : { contentType, schema: media?.schema ?? {} },
        },
      ];
    }),
  );
}
