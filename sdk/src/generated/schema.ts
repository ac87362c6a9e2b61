/**
 * Generated from openapi.yaml by `npm run generate -w @accrue/sdk`. Do not edit.
 */

export interface paths {
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Health of the API and its database
     * @description Answers 200 when the API and its database are up, 503 (same body) when degraded.
     */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Start a sign-in
     * @description Redirects to the identity provider (the bundled one under /oidc when no OIDC_ISSUER is
     *     configured) with a state and a nonce. `tenant` is passed as the connection to use
     *     (`/auth/sso/initiated?tenant=…`); `returnTo` is the path to land on afterwards.
     */
    get: operations['startLogin'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Complete a sign-in
     * @description The identity provider's redirect. The ID token is verified (signature against the issuer's
     *     JWKS, iss, aud, exp, nonce), a session starts (HttpOnly cookie) and the browser goes to the
     *     login's `returnTo`. On failure it goes to `/` with `error` and `error_description`.
     */
    get: operations['completeLogin'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A new access token from the session cookie
     * @description Silent renewal. Answers 401 when there is no live session.
     */
    post: operations['renewAccessToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * End the session
     * @description Revokes the session of the cookie and of the bearer; its access tokens stop working.
     */
    patch: operations['logout'];
    trace?: never;
  };
  '/users/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The authenticated context */
    get: operations['getMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change the signed-in user's settings */
    patch: operations['updateUserSettings'];
    trace?: never;
  };
  '/users/impersonate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Start or end impersonation
     * @description `userIdToImpersonate` starts impersonating a user of the company (admins; not yourself, not
     *     the original impersonator, not a deactivated user); null ends it. While impersonating,
     *     every other mutating call answers 403.
     */
    patch: operations['impersonateUser'];
    trace?: never;
  };
  '/users/{userId}/managers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The managers of a user
     * @description TEAM_MANAGERs of the user's teams and of their ancestor teams at the date (default today).
     */
    get: operations['getUserManagers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/companies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company of the signed-in user */
    get: operations['getCompany'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change the company's fields or its customization */
    patch: operations['updateCompany'];
    trace?: never;
  };
  '/company/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's API keys */
    get: operations['listApiKeys'];
    put?: never;
    /**
     * Create an API key
     * @description The key is shown once in this answer; only its hash is stored. It acts with the company's admin rights.
     */
    post: operations['createApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/api-keys/{apiKeyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete (revoke) an API key */
    delete: operations['deleteApiKey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's notifications, newest first */
    get: operations['listNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/read-notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark notifications read up to a timestamp */
    post: operations['readNotifications'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/changelog-entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The product changelog
     * @description Paged with `cursor` (empty for the first page); with `new=true`, only entries dated after `from`.
     */
    get: operations['listChangelogEntries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The real-time stream
     * @description Server-sent events for the signed-in user, with the bearer in the Authorization header.
     *     Each message's data is JSON `{ type, data }`: `ready` once connected, then `notification`
     *     for every notification created for this user (and nobody else).
     */
    get: operations['streamEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sa_settings/impersonate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Impersonate a user of any company by e-mail (super-admins) */
    patch: operations['superAdminImpersonate'];
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * Format: date
     * @description YYYY-MM-DD.
     */
    Date: string;
    /** Format: date-time */
    Timestamp: string | null;
    User: {
      id: number;
      companyId: number;
      email: string;
      firstName: string;
      lastName: string;
      fullName: string;
      /** @enum {string} */
      role:
        | 'ADMIN'
        | 'READ_ONLY_ADMIN'
        | 'SCOPED_ADMIN'
        | 'SCOPED_READ_ONLY_ADMIN'
        | 'FINANCE'
        | 'MANAGER'
        | 'READ_ONLY_MANAGER'
        | 'EMPLOYEE'
        | 'READ_ONLY_EMPLOYEE';
      /** @enum {string} */
      status: 'ACTIVE' | 'DEACTIVATED' | 'INACTIVE' | 'INVITED';
      /** @enum {string} */
      language: 'en' | 'fr' | 'de' | 'pt' | 'es' | 'it';
      currency: string;
      externalId: string | null;
      /** @enum {string|null} */
      externalIdSource: 'NONE' | 'OTHERSOURCE' | 'MSDYNAMICS' | 'SALESFORCE' | 'HUBSPOT' | 'ZOHO' | null;
      hrisId: string | null;
      /** @enum {string|null} */
      hrisIdSource: 'NONE' | 'OTHERSOURCE' | 'PERSONIO' | 'BAMBOOHR' | 'WORKDAY' | null;
      pictureURL: string | null;
      adminScopeId: number | null;
      joinedAt: components['schemas']['Timestamp'];
      invitationSentAt: components['schemas']['Timestamp'];
      clearedAt: components['schemas']['Timestamp'];
      lastConnection: components['schemas']['Timestamp'];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    AuthenticatedContext: {
      user: {
        company: {
          id: number;
          slug: string;
          name: string;
        };
      } & components['schemas']['User'];
      hierarchyContextDehydrated: components['schemas']['HierarchyContext'];
      adminScopesContainerDehydrated: {
        adminScopes: components['schemas']['AdminScope'][];
      } | null;
      login: {
        previousLastConnection: components['schemas']['Timestamp'];
      };
      impersonation: {
        impersonator: {
          id: number;
          email: string;
          fullName: string;
        };
      } | null;
      meta: {
        isSuperAdmin: boolean;
        platformLevels: ('SUPER_ADMIN' | 'PROVIDER_ADMIN' | 'TECH_ADMIN')[];
        /**
         * @description The role the permissions are computed from (DEACTIVATED_USER for a deactivated user).
         * @enum {string}
         */
        accessRole:
          | 'ADMIN'
          | 'READ_ONLY_ADMIN'
          | 'SCOPED_ADMIN'
          | 'SCOPED_READ_ONLY_ADMIN'
          | 'FINANCE'
          | 'MANAGER'
          | 'READ_ONLY_MANAGER'
          | 'EMPLOYEE'
          | 'READ_ONLY_EMPLOYEE'
          | 'DEACTIVATED_USER';
      };
    };
    HierarchyContext: {
      date: components['schemas']['Date'];
      teams: {
        id: number;
        name: string;
        parentTeamId: number | null;
        archived: boolean;
      }[];
      teamAssignments: {
        id: number;
        teamId: number;
        userId: number;
        /** @enum {string} */
        teamRole: 'TEAM_MANAGER' | 'TEAM_EMPLOYEE';
        effectiveAsOf: components['schemas']['Date'];
        /** Format: date */
        effectiveUntil: string | null;
        user: {
          id: number;
          firstName: string;
          lastName: string;
          email: string;
        };
      }[];
    };
    AdminScope: {
      id: number;
      name: string;
      planIds: number[];
      quotaIds: number[];
    };
    UserSettings: {
      /** @description One of en, fr, de, pt, es, it. */
      language?: string;
    };
    CompanyCustomization: {
      holdAndReleasePaymentDateLabel: string | null;
      holdAndReleaseForecastPaymentDateLabel: string | null;
      totalCommissionLabel: string | null;
      reportsPrecision: number;
      forecastShowComparison: boolean;
      /** @enum {string} */
      forecastBelowActualColor: 'GREEN' | 'CYAN' | 'ORANGE' | 'RED' | 'MAGENTA' | 'PURPLE' | 'GRAY';
      /** @enum {string} */
      forecastAboveActualColor: 'GREEN' | 'CYAN' | 'ORANGE' | 'RED' | 'MAGENTA' | 'PURPLE' | 'GRAY';
      planAgreementsSharedWithManagers: boolean;
      /** @enum {string} */
      defaultPeriod: 'current' | 'previous';
    };
    Company: {
      id: number;
      name: string;
      slug: string;
      /** @enum {string} */
      status: 'ACTIVE' | 'INACTIVE';
      featureFlags: {
        [key: string]: boolean;
      };
      /** @enum {string} */
      statementFrequency: 'month' | 'quarter';
      currency: string;
      symbols: string[];
      integrationsStatus: {
        slack: {
          status: string;
        };
      };
      customization: components['schemas']['CompanyCustomization'];
    };
    /** @description Company fields, or a customization object (merged into the current one); not both. */
    CompanyPatch: {
      name?: string;
      /** @enum {string} */
      statementFrequency?: 'month' | 'quarter';
      /** @description Read-only; only the current main currency is accepted. */
      currency?: string;
      symbols?: string[];
      customization?: {
        holdAndReleasePaymentDateLabel?: string | null;
        holdAndReleaseForecastPaymentDateLabel?: string | null;
        totalCommissionLabel?: string | null;
        reportsPrecision?: number;
        forecastShowComparison?: boolean;
        /** @enum {string} */
        forecastBelowActualColor?: 'GREEN' | 'CYAN' | 'ORANGE' | 'RED' | 'MAGENTA' | 'PURPLE' | 'GRAY';
        /** @enum {string} */
        forecastAboveActualColor?: 'GREEN' | 'CYAN' | 'ORANGE' | 'RED' | 'MAGENTA' | 'PURPLE' | 'GRAY';
        planAgreementsSharedWithManagers?: boolean;
        /** @enum {string} */
        defaultPeriod?: 'current' | 'previous';
      };
    };
    ApiKey: {
      id: number;
      name: string;
      /** @description The key's first characters, to recognise it. */
      prefix: string;
      createdById: number | null;
      /** Format: date-time */
      createdAt: string;
      lastUsedAt: components['schemas']['Timestamp'];
    };
    ApiKeyCreated: {
      /** @description The secret, shown only once. */
      key: string;
    } & components['schemas']['ApiKey'];
    Notification: {
      id: number;
      userId: number;
      type: string;
      content: string;
      contentMetadata: Record<string, never>;
      payload: Record<string, never>;
      link: string | null;
      authorId: number | null;
      read: boolean;
      /** Format: date-time */
      createdAt: string;
    };
    NotificationPage: {
      items: components['schemas']['Notification'][];
      totalItems: number;
      currentPage: number;
      pageCount: number;
      unreadCount: number;
    };
    ChangelogEntry: {
      id: number;
      name: string;
      date: components['schemas']['Date'];
      /** @description Rich text. */
      content: string;
      imageUrl: string | null;
      url: string | null;
      urlLabel: string | null;
      /** @enum {string} */
      releaseType: 'NEW_RELEASE' | 'IMPROVEMENT';
      /** @enum {string} */
      importance: 'MEDIUM' | 'HIGH';
      roles: string[];
      topic: string | null;
    };
    ChangelogPage: {
      entries: components['schemas']['ChangelogEntry'][];
      hasMore: boolean;
      /** @description Pass it back for the next page; empty when there is none. */
      cursor: string;
    };
    AccessToken: {
      accessToken: string;
      /** @enum {string} */
      tokenType: 'Bearer';
      /** @description Seconds. */
      expiresIn: number;
    };
    Health: {
      /** @enum {string} */
      status: 'ok' | 'degraded';
      /** @description The API's version. */
      version: string;
      database: {
        /** @enum {string} */
        state: 'up' | 'down';
        /** @enum {string} */
        dialect: 'sqlite' | 'mysql';
      };
    };
    Error: {
      message: string;
      statusCode: number;
    } & {
      [key: string]: unknown;
    };
  };
  responses: {
    /** @description Any error: `{ message, statusCode, ...payload }`. */
    Error: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: {
    UserId: number;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Healthy. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Health'];
        };
      };
      /** @description Degraded (the database does not answer). */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Health'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  startLogin: {
    parameters: {
      query?: {
        tenant?: string;
        returnTo?: string;
        /** @description `login` makes the identity provider ask for credentials again (used after a log-out). */
        prompt?: 'login';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To the identity provider's authorization endpoint. */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Error'];
    };
  };
  completeLogin: {
    parameters: {
      query?: {
        code?: string;
        state?: string;
        error?: string;
        error_description?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To the return path (signed in) or to `/` with the error. */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Error'];
    };
  };
  renewAccessToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A short-lived bearer token. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessToken'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Error'];
    };
  };
  getMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in (or impersonated) user, their hierarchy, admin scopes and login info. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticatedContext'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  updateUserSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserSettings'];
      };
    };
    responses: {
      /** @description The updated user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  impersonateUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          userIdToImpersonate: number | null;
        };
      };
    };
    responses: {
      /** @description Impersonation started or ended. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Error'];
    };
  };
  getUserManagers: {
    parameters: {
      query?: {
        date?: components['schemas']['Date'];
      };
      header?: never;
      path: {
        userId: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The managers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'][];
        };
      };
      default: components['responses']['Error'];
    };
  };
  getCompany: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The company. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Company'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  updateCompany: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CompanyPatch'];
      };
    };
    responses: {
      /** @description The updated company. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Company'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The keys (never the secret). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiKey'][];
        };
      };
      default: components['responses']['Error'];
    };
  };
  createApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description The new key, with its secret. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiKeyCreated'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  deleteApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        apiKeyId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted; the key stops working at once. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Error'];
    };
  };
  listNotifications: {
    parameters: {
      query?: {
        /** @description From 1. */
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of notifications and the unread count. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationPage'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  readNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: date-time
           * @description The newest notification's time plus one second.
           */
          lastCheck: string;
        };
      };
    };
    responses: {
      /** @description What remains unread. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            unreadCount: number;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  listChangelogEntries: {
    parameters: {
      query?: {
        cursor?: string;
        /** @description An ISO date or date-time (the previous connection), or empty. */
        from?: string;
        new?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of entries. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangelogPage'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  streamEvents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An endless text/event-stream. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      default: components['responses']['Error'];
    };
  };
  superAdminImpersonate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          IMPERSONATE: {
            /** Format: email */
            emailToImpersonate: string;
          };
        };
      };
    };
    responses: {
      /** @description Impersonation started. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Error'];
    };
  };
}
