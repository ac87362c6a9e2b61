/**
 * The records and field descriptions the replay server answers. Their shapes follow the providers'
 * public API documentation (HubSpot: CRM v3 objects, search and properties, OAuth v1 token;
 * Salesforce: REST API v60.0 sobjects, describe and query, OAuth 2.0 web server flow), written
 * from that documentation, not captured from a real account; the values are invented.
 */
export interface HubspotProperty {
  name: string;
  label: string;
  type: 'string' | 'number' | 'date' | 'datetime' | 'enumeration' | 'bool';
  fieldType: string;
  groupName: string;
  hidden: boolean;
}

export interface HubspotRecord {
  id: string;
  properties: Record<string, string | null>;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
  /** Set when archived (HubSpot's "deleted": listed with `?archived=true`). */
  archivedAt?: string;
}

const prop = (
  name: string,
  label: string,
  type: HubspotProperty['type'],
  fieldType: string,
  hidden = false,
): HubspotProperty => ({ name, label, type, fieldType, groupName: 'dealinformation', hidden });

export const HUBSPOT_PROPERTIES: Record<string, HubspotProperty[]> = {
  deals: [
    prop('dealname', 'Deal Name', 'string', 'text'),
    prop('amount', 'Amount', 'number', 'number'),
    prop('closedate', 'Close Date', 'datetime', 'date'),
    prop('dealstage', 'Deal Stage', 'enumeration', 'radio'),
    prop('pipeline', 'Pipeline', 'enumeration', 'select'),
    prop('createdate', 'Create Date', 'datetime', 'date'),
    prop('hs_lastmodifieddate', 'Last Modified Date', 'datetime', 'date'),
    prop('hs_object_id', 'Record ID', 'number', 'number'),
    prop('hs_all_owner_ids', 'All owner ids', 'enumeration', 'checkbox', true),
  ],
  companies: [
    prop('name', 'Company name', 'string', 'text'),
    prop('domain', 'Company Domain Name', 'string', 'text'),
    prop('industry', 'Industry', 'enumeration', 'select'),
    prop('hs_lastmodifieddate', 'Last Modified Date', 'datetime', 'date'),
  ],
  contacts: [
    prop('firstname', 'First Name', 'string', 'text'),
    prop('lastname', 'Last Name', 'string', 'text'),
    prop('email', 'Email', 'string', 'text'),
    prop('lastmodifieddate', 'Last Modified Date', 'datetime', 'date'),
    prop('hs_lastmodifieddate', 'Object last modified date/time', 'datetime', 'date', true),
  ],
  line_items: [
    prop('name', 'Name', 'string', 'text'),
    prop('hs_lastmodifieddate', 'Last Modified Date', 'datetime', 'date'),
  ],
  products: [
    prop('name', 'Name', 'string', 'text'),
    prop('hs_lastmodifieddate', 'Last Modified Date', 'datetime', 'date'),
  ],
  tickets: [
    prop('subject', 'Ticket name', 'string', 'text'),
    prop('hs_lastmodifieddate', 'Last Modified Date', 'datetime', 'date'),
  ],
};

/**
 * A custom object type as HubSpot's schemas API describes it (GET /crm/v3/schemas,
 * https://developers.hubspot.com/docs/api/crm/crm-custom-objects): its `objectTypeId` names it
 * in the objects, search and properties APIs.
 */
export const HUBSPOT_CUSTOM_SCHEMA = {
  id: '123456',
  objectTypeId: '2-123456',
  name: 'cars',
  fullyQualifiedName: 'p7878787_cars',
  labels: { singular: 'Car', plural: 'Cars' },
  primaryDisplayProperty: 'model',
  requiredProperties: ['model'],
  searchableProperties: ['model', 'vin'],
  secondaryDisplayProperties: [],
  metaType: 'PORTAL_SPECIFIC',
  associations: [],
  properties: [
    { ...prop('model', 'Model', 'string', 'text'), groupName: 'car_information' },
    { ...prop('vin', 'VIN', 'string', 'text'), groupName: 'car_information' },
    { ...prop('price', 'Price', 'number', 'number'), groupName: 'car_information' },
    {
      ...prop('hs_lastmodifieddate', 'Last Modified Date', 'datetime', 'date'),
      groupName: 'car_information',
    },
    { ...prop('hs_object_id', 'Record ID', 'number', 'number'), groupName: 'car_information' },
  ],
  createdAt: '2024-01-01T09:00:00Z',
  updatedAt: '2024-01-01T09:00:00Z',
  archived: false,
};
HUBSPOT_PROPERTIES['2-123456'] = HUBSPOT_CUSTOM_SCHEMA.properties;

const deal = (id: string, name: string, amount: string, close: string, stage: string): HubspotRecord => ({
  id,
  properties: {
    dealname: name,
    amount,
    closedate: `${close}T00:00:00Z`,
    dealstage: stage,
    pipeline: 'default',
    createdate: '2024-01-02T09:00:00Z',
    hs_lastmodifieddate: '2024-02-01T10:00:00Z',
    hs_object_id: id,
  },
  createdAt: '2024-01-02T09:00:00Z',
  updatedAt: '2024-02-01T10:00:00Z',
  archived: false,
});

export function hubspotRecords(): Record<string, HubspotRecord[]> {
  return {
    deals: [
      deal('5001', 'Acme renewal', '1200.5', '2024-03-15', 'closedwon'),
      deal('5002', 'Globex expansion', '980', '2024-04-01', 'contractsent'),
      deal('5003', 'Initech pilot', '2400.1', '2024-04-20', 'closedwon'),
    ],
    companies: [
      {
        id: '9001',
        properties: {
          name: 'Acme',
          domain: 'acme.example',
          industry: 'COMPUTER_SOFTWARE',
          hs_lastmodifieddate: '2024-02-01T10:00:00Z',
        },
        createdAt: '2024-01-01T09:00:00Z',
        updatedAt: '2024-02-01T10:00:00Z',
        archived: false,
      },
    ],
    contacts: [],
    '2-123456': [
      {
        id: '7001',
        properties: {
          model: 'Roadster',
          vin: 'VIN0001',
          price: '45000.50',
          hs_lastmodifieddate: '2024-02-01T10:00:00Z',
          hs_object_id: '7001',
        },
        createdAt: '2024-01-02T09:00:00Z',
        updatedAt: '2024-02-01T10:00:00Z',
        archived: false,
      },
      {
        id: '7002',
        properties: {
          model: 'Pickup',
          vin: 'VIN0002',
          price: '38000',
          hs_lastmodifieddate: '2024-02-01T10:00:00Z',
          hs_object_id: '7002',
        },
        createdAt: '2024-01-02T09:00:00Z',
        updatedAt: '2024-02-01T10:00:00Z',
        archived: false,
      },
    ],
    line_items: [],
    products: [],
    tickets: [],
  };
}

export interface SalesforceField {
  name: string;
  label: string;
  type: string;
  custom: boolean;
  nillable: boolean;
}

const field = (name: string, label: string, type: string): SalesforceField => ({
  name,
  label,
  type,
  custom: false,
  nillable: name !== 'Id',
});

export const SALESFORCE_FIELDS: Record<string, SalesforceField[]> = {
  Opportunity: [
    field('Id', 'Opportunity ID', 'id'),
    field('Name', 'Name', 'string'),
    field('Amount', 'Amount', 'currency'),
    field('CloseDate', 'Close Date', 'date'),
    field('StageName', 'Stage', 'picklist'),
    field('IsWon', 'Won', 'boolean'),
    field('AccountId', 'Account ID', 'reference'),
    field('SystemModstamp', 'System Modstamp', 'datetime'),
  ],
  Account: [
    field('Id', 'Account ID', 'id'),
    field('Name', 'Account Name', 'string'),
    field('Industry', 'Industry', 'picklist'),
    field('BillingAddress', 'Billing Address', 'address'),
    field('SystemModstamp', 'System Modstamp', 'datetime'),
  ],
};

export function salesforceRecords(): Record<string, Record<string, unknown>[]> {
  const opportunity = (
    id: string,
    name: string,
    amount: number,
    close: string,
    stage: string,
    won: boolean,
  ) => ({
    Id: id,
    Name: name,
    Amount: amount,
    CloseDate: close,
    StageName: stage,
    IsWon: won,
    AccountId: '001000000000001AAA',
    SystemModstamp: '2024-02-01T10:00:00.000+0000',
  });
  return {
    Opportunity: [
      opportunity('006000000000001AAA', 'Acme renewal', 1200.5, '2024-03-15', 'Closed Won', true),
      opportunity('006000000000002AAA', 'Globex expansion', 980, '2024-04-01', 'Negotiation/Review', false),
      opportunity('006000000000003AAA', 'Initech pilot', 2400.1, '2024-04-20', 'Closed Won', true),
    ],
    Account: [
      {
        Id: '001000000000001AAA',
        Name: 'Acme',
        Industry: 'Technology',
        BillingAddress: { city: 'Springfield', country: 'US' },
        SystemModstamp: '2024-02-01T10:00:00.000+0000',
      },
    ],
  };
}
