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
