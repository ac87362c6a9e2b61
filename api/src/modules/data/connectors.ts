import { CRM_KINDS, crmApp, isCrmKind } from './crm-source.js';

/**
 * The connector catalogue (doc 3 §3 "Data sources and connectors"): each kind with its name, data
 * source type, category (data or user), authentication kind and maximum number of filters
 * (doc 3 §5: HubSpot 2, Google Sheets 0, Excel Online 0, others unlimited). `file` is the product's
 * own source (the {product} data source type): files uploaded by hand, the one kind that can be
 * connected here so far.
 */
export type ConnectorCategory = 'data' | 'user';

export interface Connector {
  key: string;
  name: string;
  type: string;
  category: ConnectorCategory;
  authentication: string | null;
  maxFilters: number | null;
  available: boolean;
  /**
   * Whether this installation has what the kind needs (a CRM's OAuth app: its client id and
   * secret in the environment); false makes it unavailable, which the page says.
   */
  configured: boolean;
}

const DATABASE = 'database connection';
const OAUTH = 'OAuth2 authorization code';
const CLIENT_CREDENTIALS = 'OAuth2 client credentials';
const SERVICE_ACCOUNT = 'service account';

export const FILE_CONNECTOR = 'file';
/**
 * The kinds that can be connected here: files, databases (sql-source.ts) and CRMs (crm-source.ts,
 * when their app is set up).
 */
const AVAILABLE = new Set([FILE_CONNECTOR, 'postgresql', 'mysql', ...CRM_KINDS]);

const entry = (
  key: string,
  name: string,
  type: string,
  category: ConnectorCategory,
  authentication: string | null,
  maxFilters: number | null = null,
): Connector => ({
  key,
  name,
  type,
  category,
  authentication,
  maxFilters,
  available: AVAILABLE.has(key),
  configured: true,
});

/** The catalogue as this installation has it now (a CRM without its app is not configured). */
export function connectorCatalogue(env: NodeJS.ProcessEnv = process.env): Connector[] {
  return CONNECTORS.map((connector) => {
    if (!isCrmKind(connector.key) || crmApp(connector.key, env)) return connector;
    return { ...connector, available: false, configured: false };
  });
}

export const CONNECTORS: readonly Connector[] = [
  entry(FILE_CONNECTOR, 'File upload (CSV, XLSX)', 'ACCRUE', 'data', null, 0),
  entry('salesforce', 'Salesforce', 'SALESFORCE', 'data', OAUTH),
  entry('hubspot', 'HubSpot', 'HUBSPOT', 'data', OAUTH, 2),
  entry('netsuite', 'NetSuite', 'NETSUITE', 'data', CLIENT_CREDENTIALS),
  entry('googlesheet', 'Google Sheets', 'GOOGLESHEET', 'data', OAUTH, 0),
  entry('excel-online', 'Excel Online', 'EXCELONLINE', 'data', OAUTH, 0),
  entry('redshift', 'Redshift', 'REDSHIFT', 'data', DATABASE),
  entry('bigquery', 'BigQuery', 'BIGQUERY', 'data', SERVICE_ACCOUNT),
  entry('snowflake', 'Snowflake', 'SNOWFLAKE', 'data', 'snowflake connection'),
  entry('postgresql', 'PostgreSQL', 'POSTGRESQL', 'data', DATABASE),
  entry('powerbi', 'Power BI', 'POWERBI', 'data', OAUTH),
  entry('msdynamics', 'Microsoft Dynamics', 'MSDYNAMICS', 'data', OAUTH),
  entry('sqlserver', 'SQL Server', 'SQLSERVER', 'data', 'sql server connector'),
  entry('mysql', 'MySQL', 'MYSQL', 'data', DATABASE),
  entry('zoho', 'Zoho', 'ZOHO', 'data', OAUTH),
  entry('adp-workforce-now', 'ADP Workforce Now', 'ADP_WORKFORCE_NOW', 'user', CLIENT_CREDENTIALS),
  entry('bamboohr', 'BambooHR', 'BAMBOOHR', 'user', 'bamboohr connector'),
  entry('sage-hr', 'Sage HR', 'SAGE_HR', 'user', CLIENT_CREDENTIALS),
  entry('sap-successfactors', 'SAP SuccessFactors', 'SAP_SUCCESSFACTORS', 'user', CLIENT_CREDENTIALS),
  entry('workday', 'Workday', 'WORKDAY', 'user', CLIENT_CREDENTIALS),
  entry('personio', 'Personio', 'PERSONIO', 'user', CLIENT_CREDENTIALS),
];
