// GET /api/version and GET /api/models.

/** spec 3's Version info. */
export interface VersionInfo {
  companyName: string;
  copyrightYear: number;
  informationalVersion: string;
  productName: string;
  versionNumber: string;
  versionNumberWithBuildNumber: string;
}

/** GET /api/openapi.json: an OpenAPI 3.1 document (its own schema is the OpenAPI standard's). */
export interface ApiDescription {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, unknown>;
}

/** GET /api/health: the database answers. */
export interface HealthStatus {
  status: 'ok';
}

/** One list-query model of GET /api/models: its JSON Schema and the keys it sorts by. */
export interface QueryModel {
  schema: Record<string, unknown>;
  sortKeys: readonly string[];
}

/** GET /api/models (spec 3 "Models query"). */
export interface Models {
  carrierQuery: QueryModel;
  employerQuery: QueryModel;
  userListArgs: QueryModel;
}
