/**
 * The discovery documents of the API: the WordPress-style index at `GET /wp-json/` (which routes exist, in
 * which namespace, with which methods) and the OpenAPI document of every route.
 */
import { Type, type Static } from 'typebox';

export const API_INDEX_PATH = '/wp-json/';
export const OPENAPI_PATH = '/wp-json/portal/v1/openapi.json';

export const ApiIndexRouteSchema = Type.Object({
  namespace: Type.String(),
  methods: Type.Array(Type.String()),
});
export type ApiIndexRoute = Static<typeof ApiIndexRouteSchema>;

/** As WordPress answers `GET /wp-json/`: routes keyed by their path under /wp-json (`/wp/v2/posts`). */
export const ApiIndexSchema = Type.Object({
  name: Type.String(),
  description: Type.String(),
  url: Type.String(),
  namespaces: Type.Array(Type.String()),
  routes: Type.Record(Type.String(), ApiIndexRouteSchema),
});
export type ApiIndex = Static<typeof ApiIndexSchema>;

/** An OpenAPI 3.1 document; its parts are the generator's, passed on whole. */
export const OpenApiDocumentSchema = Type.Object(
  {
    openapi: Type.String(),
    info: Type.Object({ title: Type.String(), version: Type.String() }, { additionalProperties: true }),
    paths: Type.Record(Type.String(), Type.Object({}, { additionalProperties: true })),
  },
  { additionalProperties: true },
);
export type OpenApiDocument = Static<typeof OpenApiDocumentSchema>;
