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
  '/users/{userId}/team-assignments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A user's team assignments (the member page)
     * @description The user's team assignments, history included, newest first (at most 500): optionally of
     *     one team role, and overlapping `effectiveBetween` (both bounds inclusive). 404 for a user of
     *     another company, 403 for one the caller does not reach; a role that sees no teams (scoped
     *     admins, doc 3 §6) answers 403.
     */
    get: operations['getUserTeamAssignments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{userId}/plan-assignments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The plans a user is assigned to (the member page)
     * @description The user's plan assignments (past, current and future; at most 1,000) of the plans the
     *     caller sees (doc 2 §6): admin-type roles the plans of their reach, hidden ones included;
     *     others the live plans of a user they reach for VIEW_PLANS (otherwise an empty list).
     */
    get: operations['getUserPlanAssignments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/avatar': {
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
     * Change the signed-in user's avatar
     * @description `avatarBase64` (bare base64, or a data URL) of one jpeg, png or svg picture of at most
     *     5,000,000 bytes (doc 3 §5), typed from its bytes. Only the signed-in user's own avatar;
     *     an svg carrying script is refused. Answers the picture's URL, also set as `pictureURL`.
     */
    patch: operations['uploadAvatar'];
    trace?: never;
  };
  '/users/avatar/randomize': {
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
     * Give the signed-in user a new random avatar
     * @description A picture of the user's initials on a random colour (svg).
     */
    patch: operations['randomizeAvatar'];
    trace?: never;
  };
  '/users/registrations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add users from a CSV file (dry run, then apply)
     * @description `csv` is the file's text: a header row with the mandatory columns First Name, Last Name and
     *     Email and any of Role, Currency, Language, External ID, HRIS ID (doc 3 §5; a repeated header
     *     gets a numeric suffix starting at 2). Role is uppercased and must be known ('Unknown role'),
     *     language and currency are normalised; defaults are EMPLOYEE, en and the company currency.
     *     `dryRun: true` answers the users it would add and every error with its row (1-based, the
     *     header is row 1) and column. `dryRun: false` adds every user (INACTIVE until invited) in one
     *     transaction, or none: with any error it answers 422 naming each bad row
     *     (`rows.<row>.<column>`).
     */
    post: operations['uploadUsers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/avatars/{companyId}/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An avatar picture
     * @description Public by its random token (an <img> sends no bearer). Served with the type found at upload,
     *     `X-Content-Type-Options: nosniff` and a sandboxing Content-Security-Policy.
     */
    get: operations['getAvatar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the directory
     * @description The users the caller may see (doc 3 §6: admins, read-only admins and finance every user;
     *     scoped admins the users of their scope; managers their managees; everyone else
     *     themselves), filtered, searched, sorted and paged on the server. `page` is zero-based, as
     *     the kit's tables count. Without `status`, the directory's default status filter applies:
     *     ACTIVE, INACTIVE and INVITED.
     */
    get: operations['listUserProfiles'];
    /**
     * Add a user, or edit one
     * @description Without `id`, adds a user (status INACTIVE until invited) and answers 201. With `id` and the
     *     `version` last read, edits that user and answers 200; a `version` another edit has moved on
     *     answers 409. The add-user rules of doc 3 §5 hold on the server: firstName, lastName, role and
     *     email required, a valid and unused e-mail (409 EMAIL_ALREADY_TAKEN), a supported language,
     *     a currency of the company, an identifier source with its id and none without, an admin
     *     scope exactly for a scoped admin. A scoped admin edits only users of their scope and gives
     *     no admin role; nobody demotes the last active admin (409 LAST_ACTIVE_ADMIN). Demoting a
     *     team manager to EMPLOYEE needs `confirmDemotion`, and then ends their manager assignments.
     */
    put: operations['saveUserProfile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/profile/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Invite users (one or many)
     * @description Sends each user a one-time sign-in link (valid 7 days; only its hash is stored), by e-mail
     *     through SMTP when `SMTP_URL` is set, otherwise kept in the outbox the admin reads. Only a
     *     user who is neither ACTIVE nor DEACTIVATED and has an e-mail is invited; each one succeeds
     *     or fails alone, and the failures come back in `errors` with their reason (doc 3 §3).
     */
    post: operations['sendInvitations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/profile/invitations/outbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The invitations kept for the admin (no SMTP server configured) */
    get: operations['readInvitationOutbox'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/profile/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One user of the directory */
    get: operations['getUserProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/profile/{userId}/toggle-deactivation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deactivate a user, or reactivate them
     * @description Sets clearedAt (deactivated) or clears it (reactivated, back to the status before). Never
     *     yourself; never the last active admin. Deactivating ends the user's sign-in sessions.
     */
    post: operations['toggleUserDeactivation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin-scopes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The company's admin scopes
     * @description What the directory's role options and role labels name ("Admin (scoped)" with the scope's
     *     name): every scope for those who see the whole directory, a scoped admin their own only.
     */
    get: operations['listAdminScopes'];
    put?: never;
    /**
     * Create an admin scope
     * @description A scope of plans and quotas a scoped admin administers (doc 1 §2.3, doc 3 §3), with plan
     *     assignments each of one of its plans, else 422 'Invalid plan assignment {id} not part of
     *     plans of scope'.
     */
    post: operations['createAdminScope'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/teams': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The teams the caller sees
     * @description Admins, read-only admins and finance see every team; managers the teams they manage today
     *     (and every team below) and their own; employees the teams they belong to today. By name,
     *     each with its parent, its children and how many people it has today.
     */
    get: operations['listTeams'];
    put?: never;
    /**
     * Create a team
     * @description A name already taken in the company answers 409 with the error on `name`.
     */
    post: operations['createTeam'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/teams/team/{teamId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One team */
    get: operations['getTeam'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/teams/{teamId}/name': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Rename a team
     * @description A name already taken in the company answers 409 with the error on `name`.
     */
    put: operations['renameTeam'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/teams/{teamId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a team
     * @description Only a team without sub-teams, assignments or quota values (409 saying which otherwise).
     */
    delete: operations['deleteTeam'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/teams/{teamId}/link-existing-teams': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move existing teams under this one
     * @description A link that would put a team under itself or one of its sub-teams answers 409.
     */
    post: operations['linkExistingTeams'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/teams/{teamId}/parent-team': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Unlink a team from its parent */
    delete: operations['unlinkParentTeam'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/teams/{teamId}/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Archive a team and every team below it */
    post: operations['archiveTeam'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/teams/{teamId}/unarchive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Unarchive a team and every team below it */
    post: operations['unarchiveTeam'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/team_assignments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of team assignments, with the count of each status
     * @description The assignments of the teams the caller sees. `status` (default ACTIVE) is derived from the
     *     dates at `date` (default today); `counts` holds every status's count under the other filters.
     *     `relations` is accepted for compatibility: the team and the user are always included.
     */
    get: operations['listTeamAssignments'];
    put?: never;
    /** Create team assignments (all or none) */
    post: operations['createTeamAssignments'];
    /** Delete team assignments (all or none) */
    delete: operations['deleteTeamAssignments'];
    options?: never;
    head?: never;
    /**
     * Change the role or dates of team assignments (all or none)
     * @description Each change writes only its fields, and only if the assignment is still as it was read;
     *     one changed meanwhile answers 409 and nothing is written.
     */
    patch: operations['updateTeamAssignments'];
    trace?: never;
  };
  '/team_assignments/bulk-import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import team assignments (dry run, then confirm)
     * @description `dryRun: true` checks every row and answers the errors, each with its row (1-based) and its
     *     code: INVALID_START_DATE, INVALID_END_DATE, START_DATE_AFTER_END_DATE, MISSING_USER_EMAIL,
     *     USER_NOT_FOUND, MISSING_USER_ROLE, INVALID_USER_ROLE, MISSING_TEAM_NAME, TEAM_NOT_FOUND,
     *     DUPLICATE_ROW (a row repeated, or overlapping an assignment of the same user and team).
     *     `dryRun: false` writes every row in one transaction, or nothing: with any error it answers
     *     422 naming the rows (`rowsToImport.<index>`, the code as message).
     */
    post: operations['importTeamAssignments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin-scopes/{adminScopeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete an admin scope
     * @description Only a scope no user holds (409 saying how many do otherwise).
     */
    delete: operations['deleteAdminScope'];
    options?: never;
    head?: never;
    /**
     * Change an admin scope
     * @description Changes the given fields (name, planIds, quotaIds, planAssignmentIds); with If-Match, only
     *     if the scope's version (its ETag) is still the one sent (409 otherwise). Every plan
     *     assignment must be of one of the scope's plans, else 422 'Invalid plan assignment {id} not
     *     part of plans of scope'.
     */
    patch: operations['updateAdminScope'];
    trace?: never;
  };
  '/quotas-with-assigned-plans/searches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Search the quotas, each with the plans that use it
     * @description The quota list (doc 3 §2): every quota of the company (a scoped admin: those of their
     *     scope), by name, each with the plans whose definition names it (`assignedPlans`: the badge
     *     'Not used in any plan' or 'Used in N plan(s)'). `search` matches the name or machine name.
     */
    post: operations['searchQuotasWithAssignedPlans'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/quotas-with-assigned-plans/{quotaId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One quota with the plans that use it */
    get: operations['getQuotaWithAssignedPlans'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/quotas/{quotaId}/assignments/searches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The values of one quota between two dates
     * @description The values of the quota dated from `startDate` to `endDate` (inclusive), by owner then
     *     date, limited to what the caller may see (doc 3 §5, §6): admins, read-only admins and finance
     *     every value; a scoped admin the quotas of their scope, the values of users only at dates
     *     where the user is assigned to a plan of the scope, plan values of the scope's plans, no team
     *     values; a manager their managees' values and their teams'; an employee their own and their
     *     teams'. `planIds` keeps plan values of those plans and user values of users assigned to them.
     */
    post: operations['searchQuotaAssignments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/quotas-assignments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set one quota value
     * @description Sets the value of a quota for one owner (a user quota needs `userId`, a team quota
     *     `teamId`, a plan quota `planId`) from a date: a new value, or the new amount of the value the
     *     owner already has at that date, in one statement (201 when created, 200 when changed).
     *     Values are exact decimal text. Admins any owner; a scoped admin users assigned to a plan of
     *     their scope at the date and the scope's plans; a manager their managees and the teams they
     *     manage.
     */
    post: operations['createQuotaAssignment'];
    /**
     * Delete quota values
     * @description Deletes every listed value, or none (404 naming the first one not found or not reachable).
     */
    delete: operations['deleteQuotaAssignments'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/quotas-assignments/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set many quota values (paste or CSV), all or nothing
     * @description Each row names its owner by id or by `userEmail`, `teamName` or `planName`, a date
     *     (YYYY-MM-DD) and a value (decimal text). `dryRun: true` only checks; otherwise every row is
     *     written in one transaction. Any bad row refuses the whole list with 422, each error on
     *     `quotas.<index>.<field>` and its message starting with the row number (1-based).
     */
    post: operations['bulkSetQuotaAssignments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/quotas-assignments/{assignmentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete one quota value */
    delete: operations['deleteQuotaAssignment'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{userId}/quota-assignments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A user's quota values between two dates
     * @description The user's values of every quota the caller may see, dated between the two bounds
     *     (inclusive), by quota then date; the same rules as the quota value search.
     */
    get: operations['getUserQuotaAssignments'];
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
    /**
     * Change the company's fields or its customization
     * @description Only the fields sent change (a customization object is merged into the current one), so concurrent changes of different fields all hold. With `If-Match` (the company's `ETag`, its `version` in quotes), the change applies only if the company is still at that version, else 409.
     */
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
     * @description The key is shown once in this answer; only its hash is stored. It may call what its scopes allow (read-only when none are given) until it expires or is deleted. Only a signed-in user creates keys: a key never creates another.
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
     *     for every notification created for this user (and nobody else). A person has at most a
     *     few streams open (`MAX_EVENT_STREAMS_PER_USER`, 5 by default): opening one more ends the
     *     oldest, whose last message is `closed` with `{ reason: 'TOO_MANY_STREAMS' }` (a client
     *     should not reconnect on it).
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
  '/objects-definitions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The company's record models, by name
     * @description Virtual (plan-scoped) models are not listed (doc 3 §3).
     */
    get: operations['listObjectDefinitions'];
    put?: never;
    /**
     * Create a record model by hand
     * @description The machine name is letters and digits only and unique in the company (409 otherwise); the key field, and every sort and unique-by entry, must name one of the fields.
     */
    post: operations['createObjectDefinition'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/objects-definitions/{machineName}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A record model's definition, its record count and the plans using it */
    get: operations['getObjectDefinition'];
    put?: never;
    post?: never;
    /** Delete a record model and its records, when no plan uses it */
    delete: operations['deleteObjectDefinition'];
    options?: never;
    head?: never;
    /**
     * Edit a record model (name, fields, key, sort, unique-by)
     * @description Only the fields sent change; the machine name never does. The key field cannot change while the model has records. With `If-Match` the edit applies only at that version, else 409.
     */
    patch: operations['updateObjectDefinition'];
    trace?: never;
  };
  '/objects-definitions/{machineName}/records': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of a model's records, sorted and searched on the server
     * @description `sort` names a field (default: the model's first sort entry, else the order of arrival); numeric formats sort by value; equal values keep their order between pages (by id). `search` matches the key and the text fields. Each `filter` is `field:operator:value`, all of them combined with AND; the operators by field format are text `contains` and `eq` (both ignoring case), number, currency and percent `min` and `max` (a decimal, at most 12 decimals), date and date-time `from` and `to` (a YYYY-MM-DD day, both included), boolean `is` (`true` or `false`), and the model's key `eq`. A filter on an unknown field, with an operator of another format or a value its format cannot hold answers 422 with the field's message. `total` counts up to 10,000: with more matching records it answers 10,000 and `totalCapped` true.
     */
    get: operations['listObjectRecords'];
    /**
     * Push records of a model (upsert by key, delete by key), for a partner's integration
     * @description The push API (doc 3 §3 data sources): at most 1,000 records to add or replace, identified by the model's key field, and at most 1,000 keys to delete, in one transaction with one change set (none when nothing changed: sending the same batch again changes nothing). Values are checked against their field's format (the first fault answers 422 naming the record and the field, and nothing is written); numbers, amounts and percentages are decimal text ("1200.50") or integers, never fractional JSON numbers, so they stay exact. An API key needs the data:push scope.
     */
    put: operations['pushObjectRecords'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/virtual-custom-object-definitions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The record models a plan declares (plan-scoped, virtual)
     * @description At most the plan's own models (a plan declares a handful); not paged.
     */
    get: operations['listVirtualObjectDefinitions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/virtual-custom-object-definitions/{machineName}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One record model a plan declares */
    get: operations['getVirtualObjectDefinition'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/currency-rates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's currency rates, by currency then newest date first */
    get: operations['listCurrencyRates'];
    put?: never;
    /**
     * Add a rate of a currency to the company currency, effective from a date
     * @description One rate per currency and date (409 otherwise).
     */
    post: operations['createCurrencyRate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/currency-rates/{rateId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a rate */
    delete: operations['deleteCurrencyRate'];
    options?: never;
    head?: never;
    /** Change a rate's value or date */
    patch: operations['updateCurrencyRate'];
    trace?: never;
  };
  '/connectors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The connector catalogue by category, and the company's connections
     * @description Every connector kind of the spec's catalogue (doc 3 §3: data and user categories, each with its name, data source type, authentication kind and maximum number of filters), whether it can be connected here yet, and the company's connections with their ACTIVE or ERROR status.
     */
    get: operations['listConnectors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data-imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's file imports, newest first (of one record model, or all) */
    get: operations['listDataImports'];
    put?: never;
    /**
     * Upload a CSV or XLSX file into a record model, and preview it (nothing is applied)
     * @description The body is the file itself (not multipart), streamed to storage up to 50 MiB by default (the IMPORT_FILE_LIMIT_MB setting; 413 beyond). A CSV may use any delimiter (comma, semicolon, tab or pipe: detected from the header) and UTF-8 with or without a byte-order mark; an XLSX (at most 10 MiB: it is read whole) is read from its first worksheet. Columns are mapped to the model's fields by identifier or label, the key field's column is required, and every value is checked against its field's format: the first fault answers 422 naming the row and the column, and nothing is kept. Otherwise the import is PENDING, with a preview: the first rows, each column's format detected from a sample, and how many keys would be added, changed, removed (scope FULL only) and left unchanged.
     */
    post: operations['uploadDataImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data-imports/{importId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An import, its preview and (once applied) its change set */
    get: operations['getDataImport'];
    put?: never;
    post?: never;
    /** Discard a pending import (its file is deleted; it is kept as STOPPED) */
    delete: operations['cancelDataImport'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data-imports/{importId}/mapping': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Map a pending import's columns to other fields (or change its scope) and preview again
     * @description Each column of the file maps to one field of the model or to none; the key field must be mapped. The whole file is checked again with the new mapping (422 naming the row and the column at fault, the previous mapping kept).
     */
    put: operations['mapDataImport'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data-imports/{importId}/apply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Apply a pending import in one transaction and record its change set
     * @description The file is read again and written in batches (multi-row statements) inside one transaction: all of it or, on any fault, none. The change set lists the keys added, changed and removed. An import applies once (409 when it is not PENDING).
     */
    post: operations['applyDataImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data-imports/{importId}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The keys an applied import added, changed or removed */
    get: operations['listDataImportChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integrations/{integration}/authorize': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start connecting a CRM (HubSpot or Salesforce) with OAuth2 authorization code
     * @description The provider's authorization address to open: its state is signed and bound to the company, the integration and this sign-in session (valid 15 minutes); for Salesforce it carries a PKCE challenge whose verifier stays on the server. The provider sends the browser back to `/auth/{integration}/callback`. 422 when this installation has no app for the CRM (its client id and secret are not set); 404 for another integration.
     */
    post: operations['authorizeIntegration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integrations/{integration}/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register a CRM's authorization code (doc 1 §5, doc 3 §3)
     * @description Exchanges the code (server to server, with the PKCE verifier for Salesforce) and stores the access and refresh tokens encrypted on the company's connection of this CRM, created or set ACTIVE again. The tokens are never answered. 422 when the state was not issued to this session (or is older than 15 minutes) or when the provider refuses the code, with its reason; 404 for another integration.
     */
    post: operations['registerIntegration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data-connections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Connect a database (PostgreSQL or MySQL/MariaDB) as a data source
     * @description A database connection (doc 3 §3): host, port, database, user and password. The password is stored encrypted (AES-256-GCM under a key from the environment) and never answered. The connection starts ACTIVE; testing it or reading from it sets it to ERROR with the cause when the database cannot be reached or refuses the credentials.
     */
    post: operations['createDataConnection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data-connections/{connectionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A connection (never its password) */
    get: operations['getDataConnection'];
    put?: never;
    post?: never;
    /** Delete a database connection (its imports' history goes with it; records stay) */
    delete: operations['deleteDataConnection'];
    options?: never;
    head?: never;
    /**
     * Change a database connection's settings (the password only when one is given), or a CRM connection's schedule and name
     * @description With If-Match (the connection's version), a concurrent edit answers 409. A CRM connection (HubSpot, Salesforce) takes only its schedule and name: its authorization comes from the CRM, so database settings are refused (422).
     */
    patch: operations['updateDataConnection'];
    trace?: never;
  };
  '/data-connections/{connectionId}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Connect to the database and list its tables; ACTIVE, or ERROR and 422 with the cause */
    post: operations['testDataConnection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data-connections/{connectionId}/tables': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The tables and views of the connected database, or the objects of the connected CRM (at most 500)
     * @description A CRM's objects come as tables whose schema is the connector (`hubspot`: its standard CRM objects, then its custom objects named by object type id with their label; `salesforce`: the sobjects that can be queried).
     */
    get: operations['listDataConnectionTables'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data-connections/{connectionId}/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A table's columns, the format a sample of 100 rows suggests for each, and its first rows
     * @description A CRM object's columns are its fields (the record id first), each with the format of its type in the CRM (HubSpot property types, Salesforce field types).
     */
    get: operations['previewDataConnectionTable'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data-connections/{connectionId}/imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Read a table into a record model, and preview it (nothing is applied)
     * @description The table is read (read-only, at most 1,000,000 rows) and previewed as an uploaded file is: columns mapped to fields by identifier or label, every value checked against its field's format, the keys that would be added, changed and removed counted. The import is PENDING; `/data-imports/{importId}/mapping` and `/apply` then work as for a file, and applying it records a change set.
     */
    post: operations['importDataConnectionTable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/refreshments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Refresh a database or CRM connection now (a "data refreshment" job)
     * @description Reads each table mapped from the connection (or only the one of objectName) again into its record model, each model in one transaction with its change set. A CRM's objects are read incrementally: only the records modified since the last read (HubSpot's hs_lastmodifieddate, Salesforce's SystemModstamp), added or changed, none removed. A CRM whose authorization cannot be renewed fails with the cause `token` and sets the connection to ERROR; the records stay as they were. 422 when no table of the connection is mapped yet; 409 while a refresh of the connection is running.
     */
    post: operations['requestRefreshment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/refreshments/{refreshmentId}/{operation}': {
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
     * Stop a running refresh (stop after the model being written, or forcestop now)
     * @description `stop` ends a PENDING refresh at once and lets a STARTED one finish the model it is writing (STOPPING, then STOPPED); `forcestop` ends it at once (STOPPED) and the model being written rolls back, so its previous records stay. 404 for another company's refresh, 409 for one already ended.
     */
    patch: operations['operateRefreshment'];
    trace?: never;
  };
  '/connectors/refreshments/last': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The last refresh of each connection */
    get: operations['listLastRefreshments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/connectors/{connectionId}/refreshments/last': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The last refresh of a connection (of one record model, when objectName is given) */
    get: operations['getLastRefreshment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workflows': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's review workflows, by name */
    get: operations['listWorkflows'];
    put?: never;
    /**
     * Create a review workflow
     * @description 422 for a blank or taken name, no step, a role step without a role, a user step without a
     *     user of the company; 409 once the company has 100 workflows.
     */
    post: operations['createWorkflow'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workflows/{workflowId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workflowId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Replace a workflow's name and steps
     * @description Statements already under review keep the steps they started with; a review started after
     *     the change follows the new steps. With `If-Match`, 409 when the workflow changed since.
     */
    put: operations['updateWorkflow'];
    post?: never;
    /**
     * Delete a workflow
     * @description Its plans are left without a workflow; reviews already taken stay in the statements' history.
     */
    delete: operations['deleteWorkflow'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plans/{planId}/workflow': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /** The workflow a plan's statements are reviewed with */
    get: operations['getPlanWorkflow'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Choose the workflow of a plan's statements (null for none) */
    patch: operations['setPlanWorkflow'];
    trace?: never;
  };
  '/statements/{statementId}/fully-review': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Force every remaining step of a statement's review */
    patch: operations['fullyReviewStatement'];
    trace?: never;
  };
  '/statements/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take one workflow action on many statements
     * @description Each statement is reviewed on its own, as PATCH /statements/{id}/review would (or fully
     *     reviewed with FULLY_REVIEW_FORCE); one refused never stops the others. The caller is
     *     notified when all are done (doc 2 §5), and the answer says which succeeded and why the
     *     others did not.
     */
    post: operations['reviewStatements'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements-review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The statements whose current step the caller may validate
     * @description Latest period first. The header's indicator asks for one (doc 2 §9: limit 1) and shows
     *     whether `totalItems` is above zero.
     */
    get: operations['listStatementsToReview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements-review/{statementId}/reviewers': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /** Who may validate a statement's current step */
    get: operations['listStatementReviewers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements-review/{statementId}/notify-reviewers': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Notify who may validate a statement's current step
     * @description With `dryRun`, only lists them (doc 2 §5).
     */
    post: operations['notifyStatementReviewers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements/{statementId}/enable-standalone-review': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start the review of one statement outside its period's campaign
     * @description 409 when its plan has no workflow; a statement already under review answers its review.
     */
    post: operations['enableStandaloneReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workflow-campaigns/by-plan-period/{planId}/{periodId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planId: components['schemas']['Id'];
        periodId: components['schemas']['CampaignPeriodId'];
      };
      cookie?: never;
    };
    /** Whether a plan's statements of a period are under review */
    get: operations['getWorkflowCampaign'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workflow-campaigns/to-start-for-period': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The plans with a workflow whose statements of a period are not under review yet */
    get: operations['listWorkflowCampaignsToStart'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workflow-campaigns/start-for-plans-period': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start the review of these plans' statements of a period
     * @description Plans without a workflow, without statements of that period, or whose campaign already
     *     started are left as they are; the answer counts the campaigns started.
     */
    post: operations['startWorkflowCampaigns'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/userStatements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of statements of one period
     * @description The statements the caller may see (doc 2 §6: admins, read-only admins and finance every
     *     statement; scoped admins those of the plans in their scope; managers their managees' and
     *     their own; everyone else their own) of one period, filtered, sorted and paged on the
     *     server. Non-admin roles never see statements of hidden plans.
     *     `page` is zero-based; pages hold 24 statements by default (doc 2 §9).
     */
    get: operations['listUserStatements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements/list-mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's own statements, latest period first */
    get: operations['listMyStatements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements/listPeriodsThatHaveStatements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The periods holding at least one statement the caller may see, latest first */
    get: operations['listPeriodsThatHaveStatements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements/{statementId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One statement with its rules, KPIs, payments, records and errors
     * @description 404 when no statement of the caller's company has this id; 403 when it belongs to a user or
     *     a plan out of the caller's reach.
     */
    get: operations['getStatement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Take a workflow action on a statement's review
     * @description NEXT validates the current step (the viewer must match its condition), FORCE validates it
     *     for whoever it names (FORCE_REVIEW_STATEMENTS), PREVIOUS undoes the last step (its author
     *     or a forcer), RESET clears every step (the statement's person, admins, or their managers;
     *     never a read-only role). With `If-Match` (the review's `version`), 409 when somebody moved
     *     the review since. `isNotify` tells the next step's reviewers.
     *     A fully reviewed statement is frozen: calculations leave it as it is until it is reset.
     */
    patch: operations['reviewStatement'];
    trace?: never;
  };
  '/statements/{statementId}/forecasts/{forecastId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A statement's forecast with its comparison to the actual figures
     * @description The forecast as the engine computed it with the plan's forecast formulas (its rules, KPIs,
     *     payments and, with `withObjectsToDisplay`, the records of its displayed tables), and per
     *     rule the actual value, the forecast and their difference. 404 when the company has no such
     *     statement or the forecast is not that statement's; 403 when the statement is out of the
     *     caller's reach.
     */
    get: operations['getStatementForecast'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements_adjustments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Adjust a statement (an exact amount added in the adjustments payment category)
     * @description Stores the adjustment (author and date from the caller) and enqueues the calculation of
     *     that statement (its plan, period and user): the engine adds adjustments to what was paid
     *     (total = paid + adjustments), so the statement's figures follow once a worker ran it.
     *     404 for a statement of no statement of the company, 403 for one the caller may not see or
     *     adjust (doc 2 §6: admins, scoped admins within their scope, managers for their managees),
     *     422 for a zero amount or a blank reason.
     */
    post: operations['createStatementAdjustment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements_adjustments/{adjustmentId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        adjustmentId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove an adjustment (the statement's calculation is enqueued) */
    delete: operations['deleteStatementAdjustment'];
    options?: never;
    head?: never;
    /**
     * Change an adjustment's amount or reason
     * @description With `If-Match` (the adjustment's version, its ETag) the change applies only to that
     *     version, else 409. A changed amount enqueues the statement's calculation.
     */
    patch: operations['updateStatementAdjustment'];
    trace?: never;
  };
  '/statements/{statementId}/overwrites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Overwrite a rule's result or a KPI of a statement
     * @description The value replaces what the engine computed for that rule or KPI (and feeds every formula
     *     after it); it must suit the figure's format (decimal text for number, currency and
     *     percent; YYYY-MM-DD for a date; a boolean). A second overwrite of the same figure replaces
     *     the first. The statement's calculation is enqueued. 422 for a rule or KPI the statement
     *     does not have, a hold-and-release rule, or a value of the wrong format.
     */
    post: operations['createStatementOverwrite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements/{statementId}/overwrites/{overwriteId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove an overwrite (the engine's value comes back once recalculated) */
    delete: operations['deleteStatementOverwrite'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements/{statementId}/datasets/{datasetId}/rows': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the rows of one dataset of a statement (or of its forecast)
     * @description `datasetId` is the dataset's table name. The rows as the statement's calculation kept
     *     them (never calculated again), searched on the server in their key and shown values,
     *     paged; the columns name the people of a user-join column for the rows of the page. With
     *     `forecasted`, the rows of the statement's forecast (VIEW_FORECASTS too; 404 when its plan
     *     computed no forecast for it). 404 for a dataset it does not show; 404 / 403 for the
     *     statement as GET /statements/{statementId}.
     */
    get: operations['listStatementDatasetRows'];
    put?: never;
    /**
     * Add a record to one statement's dataset although its filter did not pick it
     * @description `datasetId` is the dataset's table name; `recordKey` the key of a record of the table's
     *     model. The row is added to this statement only (a row edit, stored with its author, date
     *     and reason, listed on /row-edits and in the statement's history), then the statement is
     *     recalculated. 404 for a dataset the statement does not show; 422 for a key the model does
     *     not have or a row the dataset already holds; 409 for a row already edited by hand on this
     *     statement (remove that edit: DELETE /statements/{statementId}/row-edits/{rowEditId}) or a
     *     fully reviewed statement.
     */
    post: operations['createStatementDatasetRow'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements/{statementId}/datasets/{datasetId}/overwrites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Overwrite a calculated field of one dataset row of a statement
     * @description `datasetId` is the dataset's table name. Only calculated fields can be overwritten. 404 for
     *     a dataset the statement does not show; 422 for a row or field it does not have.
     */
    post: operations['createStatementDatasetOverwrite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements/{statementId}/datasets/{datasetId}/rows/{rowId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Leave a row out of one statement's dataset
     * @description `rowId` is the row's record key. The row is no longer shown on (nor counted by) this
     *     statement: a row edit, stored with its author, date and reason, listed on /row-edits and in
     *     the statement's history; the record itself is untouched. Removing the edit (DELETE
     *     /statements/{statementId}/row-edits/{rowEditId}) brings the row back. 404 for a dataset the
     *     statement does not show; 422 for a row it does not hold; 409 for a row already edited by
     *     hand on this statement or a fully reviewed statement.
     */
    delete: operations['deleteStatementDatasetRow'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements/{statementId}/row-edits/{rowEditId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a row edit (the row comes back, or goes, once recalculated)
     * @description 404 for an edit this statement does not have; 409 for a fully reviewed statement.
     */
    delete: operations['deleteStatementRowEdit'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/overwrites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The overwrites of the statements the caller may see, latest first */
    get: operations['listStatementOverwrites'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/row-edits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The rows removed from or added to statements by hand, latest first
     * @description Beside /overwrites: the row edits of the statements the caller may see, with each
     *     statement's user, plan, period and whether it is fully reviewed.
     */
    get: operations['listStatementRowEdits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What each person is paid for a period, per plan, with the period's totals
     * @description The payments page (doc 2 §2 /payments): one row per statement of the period the caller may
     *     see (admins and finance every one, a scoped admin their plans' people, a manager their
     *     managees), with its payments per category (doc 2 §3: achievement, hold, paid,
     *     adjustments) and what stays held after it. Sorted by person, then plan. `totals` adds up
     *     every matching row, not only the page; amounts are exact decimals in the company
     *     currency.
     */
    get: operations['listPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payments/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The period's payments with the same filters, as a CSV file for payroll
     * @description Every row of GET /payments with the same period, plans and name (at most 100,000), in the
     *     same order, for the payroll: one line per person and plan, exact decimal amounts in the
     *     company currency, then a last line of totals.
     */
    get: operations['exportPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements/{statementId}/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The versions of a statement, latest first
     * @description Each calculation that changed a statement's figures left an immutable version (issue #13
     *     point 5). 404 / 403 as GET /statements/{statementId}: a rep sees only their own
     *     statements' versions.
     */
    get: operations['listStatementVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements/{statementId}/versions/{fromVersion}/compare/{toVersion}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Why the statement's numbers changed between two versions
     * @description Per rule and KPI whose value differs, the value in `fromVersion` and in `toVersion` and the
     *     causes found: the plan version that changed, the records whose values changed (with the
     *     data import's change set that changed them when known), adjustments and overwrites. 404
     *     for a version the statement does not have; 404 / 403 for the statement as GET
     *     /statements/{statementId}.
     */
    get: operations['compareStatementVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/home/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What /home shows the caller: this period's total, quota progress, what changed, their team
     * @description The caller's statements of the period shown at login (the latest period they have a
     *     statement of) with the change since the period before, progress to quota (the quota the
     *     plan uses and the highlighted KPI in the quota's format), the statement versions written
     *     since their last visit (a visit ends 30 minutes after /home was last opened), their latest
     *     statements, and for a manager the totals of their team (their managees' statements of
     *     the period).
     */
    get: operations['getHomeSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/calculations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Calculate statements (plans, periods, optionally users) on a worker
     * @description Enqueues a calculation job (doc 2 §4 "Calculation jobs") that a worker runs: it computes the
     *     statements of the plans for the periods of each plan's frequency and replaces them, one
     *     (plan, period) batch per transaction. `planIds` omitted means every active plan the caller
     *     may calculate. A scoped admin calculates the plans of their scope; a manager their
     *     managees (all of them when `userIds` is omitted). 404 for a plan or user of no plan or user
     *     of the company, 403 for one out of reach, 422 for periods of no plan's frequency.
     *     With `target` forecast it computes the forecasts of the plans that have forecasting
     *     (SIMULATE_FORECAST: admins, scoped admins their scope, managers their managees, everyone
     *     else themselves) beside the actual figures, and leaves the statements as they are; a
     *     statement calculation refreshes its plans' forecasts too. The permission depends on the
     *     target, so the service checks it (CALCULATE_STATEMENTS or SIMULATE_FORECAST).
     */
    post: operations['startCalculation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/calculations/ongoing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The running calculations (PENDING, REFRESH, STARTED, STOPPING), latest first
     * @description Polled every 10 s (doc 2 §9), and pushed as `calculation` messages on GET /events. Admins
     *     and finance see every calculation of the company; scoped admins and managers the ones
     *     they asked for.
     */
    get: operations['listOngoingCalculations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/calculations/last': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The finished calculations, latest first */
    get: operations['listLastCalculations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/calculations/operation/{calculationId}/{operation}': {
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
     * Stop an ongoing calculation (stop after the batch being written, or forcestop now)
     * @description `stop` ends a PENDING calculation at once and lets a STARTED one finish the batch it is
     *     writing (STOPPING, then STOPPED); `forcestop` ends it at once (STOPPED) and the batch being
     *     written rolls back. 404 for a calculation the caller cannot see, 409 for one already ended.
     */
    patch: operations['operateCalculation'];
    trace?: never;
  };
  '/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The plans the caller sees
     * @description Admin-type roles (admins, read-only admins; scoped admins within their scope) see every plan,
     *     hidden or live. Every other role sees only live plans (doc 2 §6), and only those assigning a
     *     user it reaches: finance every live plan, managers the plans of their managees and their
     *     own, employees their own. Active plans by name, then archived ones, each with its count of
     *     assignments active today. `page` is zero-based.
     */
    get: operations['listPlans'];
    put?: never;
    /**
     * Create a plan
     * @description A new plan is hidden and has no rules yet: its definition is a plan file holding the name
     *     and frequency. A company whose statement frequency is month allows month or quarter plans;
     *     a quarter company quarter plans only (doc 2 §3). A name already taken in the company answers
     *     409 with 'A plan with this name already exists.' on `name` (doc 2 §5).
     */
    post: operations['createPlan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plans/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a plan from a plan file
     * @description Creates a hidden plan from a definition in the engine's YAML (or JSON) plan format. Every
     *     structural and formula problem is answered at once (422, each on `definition.<path>`), and
     *     nothing is written.
     */
    post: operations['importPlan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plans/{planId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planId: components['parameters']['PlanId-2'];
      };
      cookie?: never;
    };
    /** One plan */
    get: operations['getPlan'];
    put?: never;
    post?: never;
    /**
     * Delete a plan
     * @description Deletes the plan with its assignments, versions and statements.
     */
    delete: operations['deletePlan'];
    options?: never;
    head?: never;
    /**
     * Rename a plan or change its frequency
     * @description Writes the change into the plan's definition and makes a version. With `If-Match` (the
     *     plan's `ETag`), the change applies only if the plan is still at that version, else 409.
     */
    patch: operations['updatePlan'];
    trace?: never;
  };
  '/plans/{planId}/visibility': {
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
     * Publish (live) or unpublish (hidden) a plan
     * @description Live: assigned users see their statements. Hidden: statements are visible to admins only
     *     (doc 2 §4).
     */
    patch: operations['setPlanVisibility'];
    trace?: never;
  };
  '/plans/{planId}/forecasting-configuration': {
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
     * Turn a plan's forecasting on or off and set its forecast formulas
     * @description Writes `plan.forecasting` into the plan's definition (docs/plan-format.md) and makes a
     *     version: `enabled` when given, and each formula of `formulas` set (a variable's, a
     *     calculated field's or a rule's forecast formula in place of its own), or removed when
     *     null. The definition is checked as a whole first, forecast formulas compiled: 422 names
     *     `formulas.<token>` with the engine's message; nothing is written on a problem. With
     *     `If-Match` (the plan's `ETag`), 409 when the plan changed since. Its forecasts are computed
     *     by its next calculation.
     */
    patch: operations['setPlanForecastingConfiguration'];
    trace?: never;
  };
  '/plans/{planId}/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Calculate one rule of a draft plan file for one user and period, storing nothing
     * @description The draft `definition` (the plan file as the designer holds it, saved or not) is
     *     calculated on the company's data as a calculation job would (its record models, quotas,
     *     rates, teams, adjustments and overwrites; from the year's first period, so year-to-date
     *     windows hold) for `userId` alone, and the rule's value for `periodId` answered with the
     *     records that made it (its lines, and its table's rows when the table is displayed) and the
     *     statement's KPIs. Nothing is written. 422 names every problem of the draft
     *     (`definition.<path>`), a rule it does not have (`ruleId`), a period of another frequency
     *     (`periodId`) or a user not on the plan in that period (`userId`); 404 for a plan or user of
     *     no plan or user of the company; 403 for a user out of the caller's reach.
     */
    post: operations['previewPlanRule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plans/archive/{planId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Archive or unarchive a plan
     * @description Archiving ends every assignment active today on today's date (doc 2 §4). Unarchiving takes
     *     the assignment dates the user chose: the assignments the archive ended get them
     *     (`assignmentsEffectiveUntil` null is indefinite); without dates they stay ended.
     */
    put: operations['archivePlan'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plans/{planId}/duplicate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Duplicate a plan
     * @description The copy is hidden and never archived (doc 2 §4), with the same definition under the new
     *     name. With `shouldImportAssignments`, the assignments active today are copied, each with
     *     the dates given (an absent or null `assignmentsEffectiveAsOf` keeps the original start; a
     *     null `assignmentsEffectiveUntil` is indefinite). A name already taken answers 409 with
     *     'A plan with this name already exists.' on `newPlanName`.
     */
    post: operations['duplicatePlan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plans/{planId}/definition': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planId: components['parameters']['PlanId-2'];
      };
      cookie?: never;
    };
    /** The plan in the engine's YAML plan format */
    get: operations['getPlanDefinition'];
    /**
     * Replace the plan's definition
     * @description Atomic: every structural and formula problem is answered at once (422, each on
     *     `definition.<path>`) and nothing is written. The plan's name and frequency are the
     *     definition's. With `If-Match` (the `ETag` of the definition read), a plan changed since
     *     answers 409. A saved change makes a version whose summary says what changed.
     */
    put: operations['replacePlanDefinition'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plans/{planId}/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The plan's saved changes, newest first */
    get: operations['listPlanVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plans/{planId}/versions/{fromVersion}/compare/{toVersion}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What changed in the plan file between two of its versions
     * @description Per section of the plan file (rules, tables, variables, calculated fields, quotas, links,
     *     rate tables, models), each entry added, removed or changed with its YAML before and after,
     *     and the plan's own settings (name, frequency, categories…) when they changed. `summary`
     *     says it in one sentence, as the history does. Either order: from the older to the newer
     *     reads as what was done; the other way, as what a restore would do. 404 for a version the
     *     plan does not have.
     */
    get: operations['comparePlanVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plans/{planId}/versions/{version}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Make an earlier version the plan's definition again, as a new version
     * @description The version's plan file is checked as `PUT /plans/{planId}/definition` checks a file (a
     *     version whose formulas no longer compile against today's models is refused, 422, nothing
     *     written) and saved as a new version whose summary starts with "Restored version N.". With
     *     `If-Match` (the `ETag` of the definition read), a plan changed since answers 409.
     */
    post: operations['restorePlanVersion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plans/{planId}/assignments': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planId: components['parameters']['PlanId-2'];
      };
      cookie?: never;
    };
    /**
     * Who is assigned to the plan, and when
     * @description The plan's assignments of the users the caller reaches (an employee their own, a manager
     *     their managees' and their own), by user name, filtered by status as of today (active,
     *     future, expired; `counts` holds each status under the other filters). `page` is zero-based.
     */
    get: operations['listPlanAssignments'];
    put?: never;
    /**
     * Assign one or many users to the plan
     * @description All or nothing: an unknown user, a start after the end, or dates overlapping another
     *     assignment of the same user to this plan answer 422 on `assignments.<i>.<field>`. An
     *     archived plan takes no new assignment (409).
     */
    post: operations['createPlanAssignments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plans/{planId}/assignments/{planAssignmentId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planId: components['parameters']['PlanId-2'];
        planAssignmentId: components['parameters']['PlanAssignmentId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove an assignment */
    delete: operations['deletePlanAssignment'];
    options?: never;
    head?: never;
    /**
     * Change an assignment's dates or its parameter values
     * @description Only the fields sent change; the dates must not start after they end nor overlap another
     *     assignment. `parameters` replaces the assignment's values whole (a name left out, or an
     *     empty value, has no value any more); each name must be a parameter the plan declares and
     *     each value of its format (422 on `parameters.<name>`).
     */
    patch: operations['updatePlanAssignment'];
    trace?: never;
  };
  '/embed/tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mint a short-lived, single-use embed token for one user and one widget
     * @description Called by a company's server with a company API key holding the `embed` scope (never from
     *     a browser). The token is valid for a few minutes and can be exchanged once, by the embedded
     *     frame, for a session that lives only in that frame (`POST /embed/session`). Name the user
     *     by exactly one of `userId`, `email` or `externalId`. With `origin`, the token is only
     *     accepted by a frame embedded on that origin (one of the company's embed origins).
     */
    post: operations['createEmbedToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/embed/connect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mint an embed token for oneself, for the /auth/iframe pop-up
     * @description The `/auth/iframe` flow for hosts that mint no tokens (spec doc 1 §2.1, issue #14): the
     *     frame embedded in the host opens a pop-up on the product's own origin, where the person signs
     *     in as usual; that pop-up calls this with the person's own session and hands the token back
     *     to the frame by `postMessage` (to the product's origin only). The frame exchanges it once
     *     (`POST /embed/session`) for a session that lives only in its memory, so it works with
     *     third-party cookies blocked. The token is for the caller only, bound to `origin` (the host
     *     page, one of the company's embed origins), and minted neither with an API key nor while
     *     impersonating.
     */
    post: operations['connectEmbedFrame'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/embed/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchange an embed token, once, for a session held in the frame's memory
     * @description Called by the embedded frame with the token it received from the host page by
     *     `postMessage` (never in an address). Answers a bearer for the frame's memory: it may only
     *     read the user's own statements and home, and lasts `expiresIn` seconds. A token already
     *     used, expired, unknown, or minted for another origin answers 401 with a `code`
     *     (`EMBED_TOKEN_USED`, `EMBED_TOKEN_EXPIRED`, `EMBED_TOKEN_INVALID`, `EMBED_TOKEN_FOREIGN`)
     *     and changes nothing.
     */
    post: operations['createEmbedSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/audit-events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The company's audit log, latest first
     * @description One event per change to plans, data (record models, imports, pushed records), statements
     *     (adjustments, overwrites), people (including users added from a file and invitations sent)
     *     and company settings (including currency rates), written in the same transaction as the
     *     change it records: a change that was rolled back left no event, and an event always names
     *     a change that happened. The log is append-only: no call edits or deletes an event.
     */
    get: operations['listAuditEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/audit-events/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The audit log with the same filters, as a CSV file (at most 100,000 events, latest first) */
    get: operations['exportAuditEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements/{statementId}/statement-threads': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['parameters']['StatementId'];
      };
      cookie?: never;
    };
    /** The threads of a statement, the latest message first */
    get: operations['listStatementThreads'];
    put?: never;
    /**
     * Start a thread on a statement with its first message
     * @description The thread is about the whole statement, or one of its rules (`ruleId`, a rule's name),
     *     or one record of a rule (`ruleId` and `externalId`). The statement's person and whoever
     *     already wrote in its threads are notified (NEW_COMMENT_ON_STATEMENT). 422 for a blank or
     *     too long message or a rule the statement does not have.
     */
    post: operations['createStatementThread'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements/{statementId}/statement-threads/usersAllowedToView': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['parameters']['StatementId'];
      };
      cookie?: never;
    };
    /**
     * Who can read the statement's threads
     * @description The statement's person, their managers, and the administrators, finance users and
     *     scoped administrators whose scope holds the plan: active people, by name, at most 100.
     */
    get: operations['listUsersAllowedToViewThreads'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements/{statementId}/statement-threads/{threadId}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['parameters']['StatementId'];
        threadId: components['parameters']['ThreadId'];
      };
      cookie?: never;
    };
    /** A thread's messages, oldest first */
    get: operations['listThreadMessages'];
    put?: never;
    /**
     * Reply in a thread
     * @description A reply reopens a reviewed thread and notifies the statement's person and the thread's
     *     other authors. 422 for a blank or too long message; a thread holds at most 1,000 messages.
     */
    post: operations['createThreadMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements/{statementId}/statement-threads/{threadId}/messages/{messageId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['parameters']['StatementId'];
        threadId: components['parameters']['ThreadId'];
        messageId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete one's own message
     * @description 403 for a message of someone else. Deleting a thread's last message deletes the thread.
     */
    delete: operations['deleteThreadMessage'];
    options?: never;
    head?: never;
    /**
     * Edit one's own message
     * @description 403 for a message of someone else (doc 3 §6).
     */
    patch: operations['updateThreadMessage'];
    trace?: never;
  };
  '/statement-threads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The threads of the statements the caller sees, the latest message first
     * @description The header's indicator asks for the open ones with `limit=0` (doc 1 §9) and shows whether
     *     `totalItems` is above zero.
     */
    get: operations['listThreads'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Mark threads reviewed
     * @description Each thread on its own: one the caller cannot review (unknown, or its statement out of
     *     the caller's reach) is listed in `failed` with the reason and never stops the others.
     */
    patch: operations['reviewThreads'];
    trace?: never;
  };
  '/statements/{statementId}/rules/{ruleId}/explanation': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['schemas']['Id'];
        /** @description The rule's machine name (as in /statements/{id}/rule/{ruleId}). */
        ruleId: string;
      };
      cookie?: never;
    };
    /**
     * How a rule of a statement came to its value
     * @description With the plan version the statement was calculated with: the rule's formula, then each
     *     variable, quota, rate table, table, calculated field and record field it reads (and they
     *     read), with the value the calculation used; then a page of the records of its table (or
     *     the table it aggregates): each record's amount on the rule, its shown values, and where
     *     the record came from (the import or API push that last wrote it). 404 for a rule the
     *     statement does not have; 404 / 403 for the statement as GET /statements/{statementId}.
     */
    get: operations['explainStatementRule'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/statements/{statementId}/kpis/{kpiId}/explanation': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['schemas']['Id'];
        /** @description The KPI's machine name (as in the statement's `kpis`). */
        kpiId: string;
      };
      cookie?: never;
    };
    /**
     * How a KPI of a statement came to its value
     * @description As the rule's explanation: with the plan version the statement was calculated with, the
     *     KPI's formula, then each variable, quota, rate table, table, calculated field and record
     *     field it reads (and they read), with the value the calculation used; then a page of the
     *     records of the table it reads (no amounts: a KPI has no line per record). 404 for a KPI
     *     the statement does not show; 404 / 403 for the statement as GET /statements/{statementId}.
     */
    get: operations['explainStatementKpi'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plan-agreements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The agreements the caller sees, newest year first
     * @description Administrators see every agreement of the plans in their reach. A manager sees the
     *     agreements holding a managee's assignment when the company shares them with managers
     *     (customization `planAgreementsSharedWithManagers`). Anyone sees an agreement once their
     *     own assignment of it was sent (`userAssignment`). Needs the PLAN_AGREEMENTS feature.
     */
    get: operations['listPlanAgreements'];
    put?: never;
    /**
     * Create a draft agreement for a plan and a year
     * @description The draft holds an assignment for every person assigned to the plan at some point of the
     *     year, its template (`template`, or the default one), and its folder. 422 when the plan is
     *     archived or has nobody assigned that year, or on a field.
     */
    post: operations['createPlanAgreement'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plan-agreements/template-placeholders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The placeholders a template may use
     * @description Each `{{name}}` of a template is replaced when a document is generated; `{{#rules}}…{{/rules}}`
     *     repeats its text for every rule of the plan (and likewise `quotas`, `tables`, `rateTables`).
     *     The text around them is Markdown: `#` headings, paragraphs, `-` lists, `**bold**`.
     */
    get: operations['listPlanAgreementPlaceholders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plan-agreements/{planAgreementId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
      };
      cookie?: never;
    };
    /**
     * An agreement with its assignments
     * @description Administrators get every assignment and the template; a manager (when shared) the
     *     assignments of their managees; anyone else only their own (`userAssignment`), once sent.
     */
    get: operations['getPlanAgreement'];
    put?: never;
    post?: never;
    /** Delete a draft with its assignments */
    delete: operations['deletePlanAgreement'];
    options?: never;
    head?: never;
    /**
     * Change a draft's name, year, plan, confirmation method or template
     * @description Only the fields sent change. Changing the plan or the year makes the assignments anew from
     *     the plan's assignments of that year. A draft only (409 otherwise); with `If-Match`, only if
     *     the agreement is still at that version (409).
     */
    patch: operations['updatePlanAgreement'];
    trace?: never;
  };
  '/plan-agreements/{planAgreementId}/refresh-template': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Copy the edited template into the copy generation reads
     * @description A draft with a template only (409 otherwise).
     */
    post: operations['refreshPlanAgreementTemplate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plan-agreements/{planAgreementId}/finalize': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Finalize a draft and generate its documents
     * @description Needs (doc 3 §4) no error, a plan that is not archived, the template and its copy, the
     *     folder, assignments, a name, a plan and a year; 409 with the first missing one otherwise.
     *     Every assignment then awaits generation (AGREEMENT_TO_GENERATE) and a background job
     *     generates each document (AGREEMENT_GENERATED, or ERROR with GENERATION_ERROR).
     */
    post: operations['finalizePlanAgreement'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plan-agreements/{planAgreementId}/archive': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Archive a finalized agreement
     * @description Generated and sent assignments become ARCHIVED; confirmed ones stay CONFIRMED.
     */
    post: operations['archivePlanAgreement'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plan-agreements/{planAgreementId}/send': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send generated documents to their people
     * @description Sends the assignments named (every generated one when `assignmentIds` is absent) of a
     *     finalized agreement; each person is notified (NEW_PLAN_AGREEMENT). Assignments that are
     *     not generated fail alone, with their reason.
     */
    post: operations['sendPlanAgreements'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plan-agreements/{planAgreementId}/documents': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
      };
      cookie?: never;
    };
    /**
     * Every generated document of the agreement, as one ZIP file
     * @description A finalized or archived agreement whose every assignment is generated, sent, archived or
     *     confirmed (409 otherwise): one PDF per person, named after them.
     */
    get: operations['downloadPlanAgreementDocuments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plan-agreements/{planAgreementId}/preview': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
      };
      cookie?: never;
    };
    /**
     * The document the current template makes for one of its people
     * @description Generated from the edited template (not the copy) on today's plan and quotas, for
     *     `userId` (one of the agreement's people; the first by name when absent). Nothing is stored.
     *     `format=pdf` answers the PDF; the default answers its content as JSON.
     */
    get: operations['previewPlanAgreement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plan-agreements/{planAgreementId}/assignments': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add people of the plan to a draft
     * @description Each person must be assigned to the plan during the agreement's year (422 on `userIds`
     *     otherwise); people already in it are left as they are. A draft only (409).
     */
    post: operations['addPlanAgreementAssignments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plan-agreements/{planAgreementId}/assignments/{assignmentId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
        assignmentId: components['parameters']['AssignmentId'];
      };
      cookie?: never;
    };
    /**
     * One person's agreement, with its document's content
     * @description Its person once it is sent, their managers when shared, administrators always. `document`
     *     is the generated content (null before generation).
     */
    get: operations['getPlanAgreementAssignment'];
    put?: never;
    post?: never;
    /** Remove a person from a draft */
    delete: operations['deletePlanAgreementAssignment'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plan-agreements/{planAgreementId}/assignments/{assignmentId}/document': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
        assignmentId: components['parameters']['AssignmentId'];
      };
      cookie?: never;
    };
    /** The generated document as a PDF */
    get: operations['downloadPlanAgreementDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plan-agreements/{planAgreementId}/assignments/{assignmentId}/regenerate': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
        assignmentId: components['parameters']['AssignmentId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Generate a person's document again
     * @description After a generation error, or while finalized and never sent, and not already awaiting
     *     generation (409 otherwise). The person's quotas and the plan are read again.
     */
    post: operations['regeneratePlanAgreementAssignment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plan-agreements/{planAgreementId}/assignments/{assignmentId}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
        assignmentId: components['parameters']['AssignmentId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm one's own agreement in the app
     * @description The caller's own sent assignment of a finalized agreement whose method is
     *     IN_APP_CONFIRMATION (409 otherwise; DOC_UPLOAD_CONFIRMATION confirms by uploading).
     *     Refused while impersonating.
     */
    post: operations['confirmPlanAgreementAssignment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plan-agreements/{planAgreementId}/assignments/{assignmentId}/confirmation-document': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
        assignmentId: components['parameters']['AssignmentId'];
      };
      cookie?: never;
    };
    /** The signed PDF a person uploaded */
    get: operations['downloadPlanAgreementConfirmation'];
    /**
     * Confirm one's own agreement by uploading the signed PDF
     * @description The caller's own sent assignment of a finalized agreement whose method is
     *     DOC_UPLOAD_CONFIRMATION (409 otherwise). A PDF of at most 10 MB (413 above, 422 when the
     *     file is not a PDF). Refused while impersonating.
     */
    put: operations['uploadPlanAgreementConfirmation'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Error: {
      message: string;
      statusCode: number;
    } & {
      [key: string]: unknown;
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
    AccessToken: {
      accessToken: string;
      /** @enum {string} */
      tokenType: 'Bearer';
      /** @description Seconds. */
      expiresIn: number;
    };
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
      /** @description Moves on with every edit; an edit sends the version it read (409 when stale). */
      version: number;
    };
    /**
     * Format: date
     * @description YYYY-MM-DD.
     */
    Date: string;
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
    /** @description The month the company's fiscal year starts in (1 = January, the default): year-to-date windows, MONTH_OF_YEAR, quarter-to-date and year-to-date true-ups in plan formulas follow it (docs/plan-format.md, "Fiscal year"). Period ids stay calendar ones. */
    FiscalYearStartMonth: number;
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
      fiscalYearStartMonth: components['schemas']['FiscalYearStartMonth'];
    };
    /**
     * @description What the permission rules of `@accrue/access` are checked on for this user, as the server
     *     holds it: front ends gate with it as they receive it (`hasPermission`, `canReachUser`…)
     *     instead of rebuilding it. `hierarchy` is the team tree around the user (enough to find
     *     their managees); `scopedUserIds` the users a scoped admin's scope reaches (users assigned
     *     to a plan of the scope), empty for other roles.
     */
    PermissionSubject: {
      /**
       * @description The effective access level (DEACTIVATED_USER for a deactivated user).
       * @enum {string}
       */
      role:
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
      userId: number;
      featureFlags: {
        [key: string]: boolean;
      };
      customization: components['schemas']['CompanyCustomization'];
      /** @description Empty while impersonating (levels belong to the person signed in). */
      platformLevels: ('SUPER_ADMIN' | 'PROVIDER_ADMIN' | 'TECH_ADMIN')[];
      adminScope: components['schemas']['AdminScope'] | null;
      scopedUserIds: number[];
      hierarchy: components['schemas']['HierarchyContext'];
      impersonating: boolean;
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
      subject: components['schemas']['PermissionSubject'];
    };
    UserSettings: {
      /** @description One of en, fr, de, pt, es, it. */
      language?: string;
      /** @description The signed-in user's own first name (not for read-only roles). */
      firstName?: string;
      /** @description The signed-in user's own last name (not for read-only roles). */
      lastName?: string;
    };
    /**
     * @description A record id, bounded so that a 20-digit number is refused instead of reaching SQL (in a path
     *     or a query, `Infinity` or `1e400` is refused too: only a plain decimal numeral is a number).
     */
    Id: number;
    /** @enum {string} */
    TeamRole: 'TEAM_MANAGER' | 'TEAM_EMPLOYEE';
    TeamSummary: {
      id: number;
      name: string;
      archived: boolean;
    };
    AvatarUrl: {
      /** @description Where the picture is served (also the user's pictureURL). */
      url: string;
    };
    UserUploadResult: {
      dryRun: boolean;
      rowCount: number;
      created: number;
      users: {
        row: number;
        firstName: string;
        lastName: string;
        email: string;
        role: string;
        currency: string;
        language: string;
        externalId: string | null;
        hrisId: string | null;
      }[];
      errors: {
        row: number;
        column: string;
        message: string;
      }[];
    };
    /** @enum {string} */
    UserStatus: 'ACTIVE' | 'DEACTIVATED' | 'INACTIVE' | 'INVITED';
    /** @enum {string} */
    UserRole:
      | 'ADMIN'
      | 'READ_ONLY_ADMIN'
      | 'SCOPED_ADMIN'
      | 'SCOPED_READ_ONLY_ADMIN'
      | 'FINANCE'
      | 'MANAGER'
      | 'READ_ONLY_MANAGER'
      | 'EMPLOYEE'
      | 'READ_ONLY_EMPLOYEE';
    UserPage: {
      items: components['schemas']['User'][];
      totalItems: number;
      /** @description Zero-based. */
      currentPage: number;
      pageCount: number;
    };
    /**
     * @description The add-user and edit-user form (doc 3 §7 PUT /users/profile). Required fields are checked
     *     by the server with the spec's messages on each field, so they are optional here.
     */
    UserProfileInput: {
      /** @description The user edited; absent to add one. */
      id?: number;
      /** @description The user's version last read (required with `id`). */
      version?: number;
      firstName?: string;
      lastName?: string;
      email?: string;
      role?: components['schemas']['UserRole'];
      adminScopeId?: number | null;
      currency?: string;
      language?: string;
      externalId?: string | null;
      /** @enum {string|null} */
      externalIdSource?: 'OTHERSOURCE' | 'MSDYNAMICS' | 'SALESFORCE' | 'HUBSPOT' | 'ZOHO' | null;
      hrisId?: string | null;
      /** @enum {string|null} */
      hrisIdSource?: 'OTHERSOURCE' | 'PERSONIO' | 'BAMBOOHR' | 'WORKDAY' | null;
      /** @description Confirms demoting a team manager to EMPLOYEE (their manager assignments end). */
      confirmDemotion?: boolean;
    };
    QuotaOwnerUser: {
      id: number;
      firstName: string;
      lastName: string;
      email: string;
    };
    ScopePlanAssignment: {
      id: number;
      planId: number;
      user: components['schemas']['QuotaOwnerUser'];
      effectiveAsOf: string;
      effectiveUntil: string | null;
    };
    /** @description An admin scope (doc 3 §3) with its plan assignments and how many users hold it. */
    AdminScopeDetails: {
      id: number;
      name: string;
      planIds: number[];
      quotaIds: number[];
      planAssignmentIds: number[];
      planAssignments: components['schemas']['ScopePlanAssignment'][];
      usersCount: number;
      version: number;
    };
    AdminScopeName: string;
    IdList: components['schemas']['Id'][];
    /** @description A page index (bounded, so that the offset stays a safe SQL integer). */
    PageNumber: number;
    Team: {
      id: number;
      name: string;
      archived: boolean;
      parentTeamId: number | null;
      parentTeam: components['schemas']['TeamSummary'] | null;
      childrenTeams: components['schemas']['TeamSummary'][];
      /** @description People assigned today. */
      activeMembersCount: number;
    };
    TeamPage: {
      items: components['schemas']['Team'][];
      totalItems: number;
      currentPage: number;
      pageCount: number;
    };
    TeamName: string;
    TeamCount: {
      count: number;
    };
    TeamAssignment: {
      id: number;
      teamId: number;
      userId: number;
      teamRole: components['schemas']['TeamRole'];
      effectiveAsOf: components['schemas']['Date'];
      effectiveUntil: components['schemas']['Date'] | null;
      /** @enum {string} */
      status: 'ACTIVE' | 'EXPIRED' | 'FUTURE';
      team: components['schemas']['TeamSummary'];
      user: {
        id: number;
        firstName: string;
        lastName: string;
        email: string;
        pictureURL: string | null;
        status: string;
      };
    };
    TeamAssignmentPage: {
      items: components['schemas']['TeamAssignment'][];
      counts: {
        ACTIVE: number;
        EXPIRED: number;
        FUTURE: number;
        ALL: number;
      };
      totalItems: number;
      currentPage: number;
      pageCount: number;
    };
    ImportCell: string | null;
    TeamImportResult: {
      dryRun: boolean;
      rowCount: number;
      created: number;
      errors: {
        row: number;
        /** @enum {string} */
        code:
          | 'INVALID_START_DATE'
          | 'INVALID_END_DATE'
          | 'START_DATE_AFTER_END_DATE'
          | 'MISSING_USER_EMAIL'
          | 'USER_NOT_FOUND'
          | 'MISSING_USER_ROLE'
          | 'INVALID_USER_ROLE'
          | 'MISSING_TEAM_NAME'
          | 'TEAM_NOT_FOUND'
          | 'DUPLICATE_ROW';
      }[];
    };
    /** @enum {string} */
    QuotaType: 'user' | 'team' | 'plan';
    QuotaWithAssignedPlans: {
      id: number;
      machineName: string;
      name: string;
      /** @enum {string} */
      frequency: 'month' | 'quarter' | 'year';
      type: components['schemas']['QuotaType'];
      isQuotaRequired: boolean;
      /** @enum {string} */
      format: 'number' | 'currency' | 'percent';
      assignedPlans: {
        id: number;
        name: string;
      }[];
    };
    QuotaOwnerNamed: {
      id: number;
      name: string;
    };
    /** @description A quota value (doc 3 §3), in force from `date` until the owner's next value. */
    QuotaAssignment: {
      id: number;
      quotaId: number;
      /** @description The quota's id (the value screen's route names it so). */
      variableId: number;
      quotaType: components['schemas']['QuotaType'];
      userId: number | null;
      teamId: number | null;
      planId: number | null;
      date: string;
      value: string;
      user: components['schemas']['QuotaOwnerUser'] | null;
      team: components['schemas']['QuotaOwnerNamed'] | null;
      plan: components['schemas']['QuotaOwnerNamed'] | null;
    };
    QuotaAssignmentPage: {
      items: components['schemas']['QuotaAssignment'][];
      total: number;
    };
    /** @description Exact decimal text (at most 15 digits before the point and 10 after). */
    QuotaDecimal: string;
    QuotaAssignmentInput: {
      quotaId: components['schemas']['Id'];
      quotaType: components['schemas']['QuotaType'];
      userId?: components['schemas']['Id'];
      teamId?: components['schemas']['Id'];
      planId?: components['schemas']['Id'];
      date: components['schemas']['Date'];
      value: components['schemas']['QuotaDecimal'];
    };
    /** @description One row of a paste or CSV; its cells are checked by the server so that errors name the row. */
    QuotaBulkRow: {
      quotaId: components['schemas']['Id'];
      quotaType: components['schemas']['QuotaType'];
      userId?: components['schemas']['Id'];
      teamId?: components['schemas']['Id'];
      planId?: components['schemas']['Id'];
      userEmail?: components['schemas']['ImportCell'];
      teamName?: components['schemas']['ImportCell'];
      planName?: components['schemas']['ImportCell'];
      date?: components['schemas']['ImportCell'];
      value?: components['schemas']['ImportCell'];
    };
    /** @description The origins allowed to embed the product in a frame and to call the API from a browser (https, or http on localhost), e.g. `https://crm.example.com`. */
    EmbedOrigins: string[];
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
      embedOrigins: components['schemas']['EmbedOrigins'];
      /** @description At least one active plan has forecasting (the Forecasts menu entry needs one, doc 1 §2.5). */
      hasForecastedPlans: boolean;
      /** @description Changes with every write; the `ETag` is this number in quotes. */
      version: number;
    };
    /** @description Company fields, or a customization object (merged into the current one); not both. */
    CompanyPatch: {
      name?: string;
      /** @enum {string} */
      statementFrequency?: 'month' | 'quarter';
      /** @description Read-only; only the current main currency is accepted. */
      currency?: string;
      symbols?: string[];
      embedOrigins?: components['schemas']['EmbedOrigins'];
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
        fiscalYearStartMonth?: components['schemas']['FiscalYearStartMonth'];
      };
    };
    /**
     * @description `read`: GET calls; `statements`: statement operations; `data:push`: pushing data; `embed`: issuing embed tokens; `admin`: every call a key may make. Operations name the scope they need in `x-api-key-scope` (default: `read` for GET, `admin` otherwise).
     * @enum {string}
     */
    ApiKeyScope: 'read' | 'statements' | 'data:push' | 'embed' | 'admin';
    ApiKey: {
      id: number;
      name: string;
      /** @description The key's first characters, to recognise it. */
      prefix: string;
      scopes: components['schemas']['ApiKeyScope'][];
      createdById: number | null;
      /** Format: date-time */
      createdAt: string;
      expiresAt: components['schemas']['Timestamp'];
      /** @description Stamped at most once a minute. */
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
      contentMetadata: {
        [key: string]: unknown;
      };
      payload: {
        [key: string]: unknown;
      };
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
    /** @description Letters and digits only (doc 3 §5). */
    MachineName: string;
    /** @enum {string} */
    FieldFormat: 'number' | 'currency' | 'percent' | 'date' | 'date-time' | 'text' | 'boolean';
    RecordField: {
      identifier: components['schemas']['MachineName'];
      label: string;
      format: components['schemas']['FieldFormat'];
      /** @description The machine name of the company's model whose keys this field holds (an invoice's deal, a deal's account); 422 on `fields.N.link` for a name the company has no model of. */
      link?: components['schemas']['MachineName'];
    };
    /** @enum {string} */
    SortDirection: 'ASC' | 'DESC';
    SortEntry: {
      fieldMachineName: components['schemas']['MachineName'];
      direction: components['schemas']['SortDirection'];
    };
    UniqueByEntry: {
      fieldMachineName: components['schemas']['MachineName'];
    };
    RecordModel: {
      id: number;
      machineName: string;
      name: string;
      keyField: string;
      fields: components['schemas']['RecordField'][];
      sort: components['schemas']['SortEntry'][];
      uniqueBy: components['schemas']['UniqueByEntry'][];
      version: number;
      /** Format: date-time */
      updatedAt: string;
    };
    RecordModelName: string;
    RecordModelFields: components['schemas']['RecordField'][];
    RecordModelSort: components['schemas']['SortEntry'][];
    RecordModelUniqueBy: components['schemas']['UniqueByEntry'][];
    RecordModelInput: {
      machineName: components['schemas']['MachineName'];
      name: components['schemas']['RecordModelName'];
      keyField: components['schemas']['MachineName'];
      fields: components['schemas']['RecordModelFields'];
      sort?: components['schemas']['RecordModelSort'];
      uniqueBy?: components['schemas']['RecordModelUniqueBy'];
    };
    RecordModelDetails: {
      id: number;
      machineName: string;
      name: string;
      keyField: string;
      fields: components['schemas']['RecordField'][];
      sort: components['schemas']['SortEntry'][];
      uniqueBy: components['schemas']['UniqueByEntry'][];
      version: number;
      /** Format: date-time */
      updatedAt: string;
      recordCount: number;
      /** @description The plans whose definition uses the model. */
      plans: {
        id: number;
        name: string;
      }[];
      /** @description The fields of the company's models that link to this one (`link`), by model then field. */
      linkedFrom: {
        machineName: string;
        name: string;
        field: string;
        fieldLabel: string;
      }[];
    };
    RecordModelPatch: {
      name?: components['schemas']['RecordModelName'];
      keyField?: components['schemas']['MachineName'];
      fields?: components['schemas']['RecordModelFields'];
      sort?: components['schemas']['RecordModelSort'];
      uniqueBy?: components['schemas']['RecordModelUniqueBy'];
    };
    RecordItem: {
      id: number;
      key: string;
      /** @description The values by field identifier, as stored (amounts as decimal text, dates YYYY-MM-DD). */
      data: {
        [key: string]: string | number | boolean | null;
      };
      /** Format: date-time */
      updatedAt: string;
    };
    ImportCounts: {
      added: number;
      changed: number;
      removed: number;
      unchanged: number;
    };
    ChangeSet: {
      id: number;
      added: number;
      changed: number;
      removed: number;
      /** Format: date-time */
      createdAt: string;
    };
    VirtualRecordModel: {
      planId: number;
      machineName: string;
      name: string;
      keyField: string;
      fields: components['schemas']['RecordField'][];
    };
    /** @description An ISO 4217 code. */
    CurrencyCode: string;
    CurrencyRate: {
      id: number;
      currency: string;
      rate: string;
      /** Format: date */
      effectiveAsOf: string;
      version: number;
      /** Format: date-time */
      updatedAt: string;
    };
    /** @description What 1 unit of the currency is worth in the company currency, as exact decimal text (at most 12 digits on each side of the point), positive. */
    Rate: string;
    /**
     * @description Data connectors feed record models; user connectors feed the directory (doc 3 §3).
     * @enum {string}
     */
    ConnectorCategory: 'data' | 'user';
    Connector: {
      /** @description The connector kind (doc 3 §3), or `file` for file uploads. */
      key: string;
      name: string;
      /** @description The data source type (doc 3 §3). */
      type: string;
      category: components['schemas']['ConnectorCategory'];
      /** @description The authentication kind; null for file uploads. */
      authentication: string | null;
      /** @description The maximum number of filters; null when unlimited. */
      maxFilters: number | null;
      /** @description Whether a connection of this kind can be made here yet. */
      available: boolean;
      /** @description Whether this installation has what the kind needs (HubSpot and Salesforce: their OAuth app's client id and secret in the environment). False makes the kind unavailable. */
      configured: boolean;
    };
    /** @enum {string} */
    ConnectionStatus: 'ACTIVE' | 'ERROR';
    /**
     * @description Doc 3 §9 sync schedule, daily at midnight or manually.
     * @enum {string}
     */
    SyncSchedule: 'DAILY' | 'MANUAL';
    Connection: {
      id: number;
      connectorKey: string;
      name: string;
      status: components['schemas']['ConnectionStatus'];
      /** @description Why the connection is in ERROR. */
      error: string | null;
      /** Format: date-time */
      lastImportAt: string | null;
      /** Format: date-time */
      updatedAt: string;
      /** @description A database connection's settings (null for the file connection); never its password. */
      settings: null | {
        host: string;
        port: number;
        database: string;
        user: string;
      };
      /** @description Whether a password (a database) or tokens (a CRM) are stored; they are never answered. */
      hasPassword: boolean;
      schedule: components['schemas']['SyncSchedule'];
      version: number;
    };
    ConnectorCatalogue: {
      /** @description The largest file an import accepts, in MB (MiB: the installation's IMPORT_FILE_LIMIT_MB), which the upload help states. */
      fileLimitMb: number;
      connectors: components['schemas']['Connector'][];
      connections: components['schemas']['Connection'][];
    };
    /** @enum {string} */
    ImportScope: 'FULL' | 'PARTIAL';
    /**
     * @description PENDING: previewed, waiting to be applied; STARTED: being applied; SUCCESS: applied; ERROR: failed (nothing applied); STOPPED: discarded.
     * @enum {string}
     */
    ImportStatus: 'PENDING' | 'STARTED' | 'SUCCESS' | 'ERROR' | 'STOPPED';
    /**
     * @description The format a column's sample values suggest.
     * @enum {string}
     */
    DetectedFormat: 'number' | 'date' | 'date-time' | 'boolean' | 'text';
    ImportColumn: {
      name: string;
      field: string | null;
      detectedFormat: components['schemas']['DetectedFormat'];
      samples: string[];
    };
    DataImport: {
      id: number;
      objectName: string;
      modelName: string;
      connectionId: number;
      fileName: string;
      fileSize: number;
      /**
       * @description csv or xlsx for a file; table for an import from a database connection.
       * @enum {string}
       */
      fileType: 'csv' | 'xlsx' | 'table';
      /** @description The CSV delimiter detected; null for XLSX. */
      delimiter: string | null;
      /** @description UTF-8 or UTF-8 with BOM; null for XLSX. */
      encoding: string | null;
      scope: components['schemas']['ImportScope'];
      status: components['schemas']['ImportStatus'];
      rowCount: number;
      columns: components['schemas']['ImportColumn'][];
      /** @description The first rows of the file, as text. */
      rows: string[][];
      counts: components['schemas']['ImportCounts'];
      changeSet: components['schemas']['ChangeSet'] | null;
      error: string | null;
      /** @description The name of the user who uploaded the file. */
      createdBy: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      appliedAt: string | null;
    };
    ImportColumnMapping: {
      column: string;
      /** @description The field identifier the column fills; null to skip the column. */
      field: string | null;
    };
    /** @enum {string} */
    ChangeKind: 'ADDED' | 'CHANGED' | 'REMOVED';
    RecordChange: {
      key: string;
      kind: components['schemas']['ChangeKind'];
    };
    DataConnectionInput: {
      /** @description The connector kind (postgresql or mysql). */
      connectorKey: string;
      name: string;
      host: string;
      port: number;
      database: string;
      user: string;
      password: string;
      schedule?: components['schemas']['SyncSchedule'];
    };
    DataConnectionPatch: {
      name?: string;
      host?: string;
      port?: number;
      database?: string;
      user?: string;
      password?: string;
      schedule?: components['schemas']['SyncSchedule'];
    };
    SourceTable: {
      schema: string;
      name: string;
      /** @description What a person calls the table when its name is an id: a HubSpot custom object's plural label (its name is the object type id, such as `2-123456`). */
      label?: string;
    };
    SourceTablePreview: {
      schema: string;
      table: string;
      columns: {
        name: string;
        detectedFormat: components['schemas']['DetectedFormat'];
        samples: string[];
      }[];
      rows: string[][];
    };
    SourceFilter: {
      field: string;
      /** @enum {string} */
      operator: 'EQ' | 'NEQ' | 'GT' | 'GTE' | 'LT' | 'LTE';
      value: string;
    };
    /** @description A "data refreshment" job (doc 3 §3, §4). */
    Refreshment: {
      id: number;
      connectionId: number;
      objectName: string | null;
      /** @enum {string} */
      status: 'PENDING' | 'REFRESH' | 'STARTED' | 'SUCCESS' | 'ERROR' | 'INCOMPLETE' | 'STOPPING' | 'STOPPED';
      /** @enum {string} */
      scope: 'full' | 'partial';
      /** @description Why it failed (doc 3 §3 failure causes). */
      cause: null | ('token' | 'configuration' | 'connection' | 'stopped' | 'other');
      error: string | null;
      progress: {
        done: number;
        total: number;
      };
      models: {
        objectName: string;
        importId: number;
        added: number;
        changed: number;
        removed: number;
      }[];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      startedAt: string | null;
      /** Format: date-time */
      finishedAt: string | null;
    };
    /**
     * @description Who validates a step (doc 2 §3): OWNER the statement's person, ROLE anybody of that role
     *     who sees the statement (never its own person), USER one person.
     */
    WorkflowCondition: {
      /** @enum {string} */
      kind: 'OWNER' | 'ROLE' | 'USER';
      role?: components['schemas']['UserRole'];
      userId?: components['schemas']['Id'];
      /** @description The user's name, in answers (ignored in requests). */
      userName?: string;
    };
    WorkflowStep: {
      stepName: string;
      condition: components['schemas']['WorkflowCondition'];
    };
    WorkflowPlan: {
      id: number;
      name: string;
    };
    Workflow: {
      id: number;
      name: string;
      steps: components['schemas']['WorkflowStep'][];
      /** @description The plans whose statements it reviews. */
      plans: components['schemas']['WorkflowPlan'][];
      version: number;
    };
    WorkflowInput: {
      name: string;
      steps: components['schemas']['WorkflowStep'][];
    };
    PlanWorkflow: {
      planId: number;
      workflow: components['schemas']['Workflow'] | null;
    };
    /**
     * @description Where a statement's review stands (doc 2 §3 review status values): no step validated yet,
     *     some, or all (the statement is then frozen).
     * @enum {string}
     */
    ReviewStatus: 'unreviewed' | 'underReview' | 'reviewed';
    /** @description One step taken (doc 2 §3 workflowSteps), oldest first. */
    ReviewedStep: {
      from: number;
      to: number;
      userId: number;
      userName: string;
      /** Format: date-time */
      date: string;
      stepName: string;
      forcedByAdmin: boolean;
    };
    /**
     * @description A statement's review. `currentStep` is the number of steps validated (the target of the last
     *     step taken); `viewerAction` what the viewer's review button does (doc 2 §5: NEXT when
     *     the step names them, FORCE when they may force it, UNAUTHORIZED otherwise or once complete).
     */
    StatementReview: {
      statementId: number;
      status: components['schemas']['ReviewStatus'];
      workflowName: string;
      /** @description The steps this statement goes through (as they were when its review started). */
      steps: components['schemas']['WorkflowStep'][];
      currentStep: number;
      workflowComplete: boolean;
      workflowCompletedDate: string | null;
      workflowSteps: components['schemas']['ReviewedStep'][];
      /** @enum {string} */
      viewerAction: 'NEXT' | 'FORCE' | 'UNAUTHORIZED';
      canUndo: boolean;
      canReset: boolean;
      canFullyReview: boolean;
      version: number;
    };
    StatementPlan: {
      id: number;
      name: string;
    };
    StatementUser: {
      id: number;
      firstName: string;
      lastName: string;
      fullName: string;
    };
    PeriodId: string;
    StatementPeriod: {
      id: components['schemas']['PeriodId'];
      /** Format: date */
      startDate: string;
      /** Format: date */
      endDate: string;
    };
    /** @description An exact decimal amount, never a float. */
    Amount: string;
    StatementToReview: {
      statementId: number;
      plan: components['schemas']['StatementPlan'];
      user: components['schemas']['StatementUser'];
      period: components['schemas']['StatementPeriod'];
      total: components['schemas']['Amount'] | null;
      currency: string;
      status: components['schemas']['ReviewStatus'];
      /** @description The step awaiting the caller. */
      stepName: string;
      /** @description One-based. */
      stepNumber: number;
      stepCount: number;
      /** @enum {string} */
      viewerAction: 'NEXT' | 'FORCE';
    };
    ReviewerList: {
      items: components['schemas']['StatementUser'][];
    };
    /** @description A plan's period (2026-03, 2026-Q1 or 2026). */
    CampaignPeriodId: string;
    /**
     * @description A plan's statements of a period under review (doc 2 §3 workflow campaign): NOT_STARTED,
     *     STARTED, or CLOSED once every one of them is fully reviewed (both count as started).
     */
    WorkflowCampaign: {
      planId: number;
      periodId: string;
      /** @enum {string} */
      status: 'NOT_STARTED' | 'STARTED' | 'CLOSED';
      startedAt: string | null;
    };
    /**
     * @description The engine's review status (doc 2 §3): error, warning, or null when clean.
     * @enum {string|null}
     */
    StatementStatus: 'error' | 'warning' | null;
    ForecastSummary: {
      id: number;
      /** @description The forecast total, exact decimal text; null when the forecast could not be finished. */
      total: components['schemas']['Amount'] | null;
      /** Format: date-time */
      calculatedAt: string;
    };
    UserStatement: {
      id: number;
      plan: components['schemas']['StatementPlan'];
      user: components['schemas']['StatementUser'];
      period: components['schemas']['StatementPeriod'];
      /** @description Exact decimal text in `currency`, null when the statement could not be finished. */
      total: components['schemas']['Amount'] | null;
      currency: string;
      status: components['schemas']['StatementStatus'];
      /** @description Its forecast (only with `isForecast`). */
      forecast?: components['schemas']['ForecastSummary'];
      /** @description Where its review stands; null when its plan has no workflow. */
      reviewStatus?: components['schemas']['ReviewStatus'] | null;
      /** Format: date-time */
      calculatedAt: string;
    };
    UserStatementPage: {
      items: components['schemas']['UserStatement'][];
      totalItems: number;
      /** @description Zero-based. */
      currentPage: number;
      pageCount: number;
    };
    Author: {
      id: number;
      fullName: string;
    };
    Adjustment: {
      id: number;
      statementId: number;
      amount: components['schemas']['Amount'];
      reason: string;
      createdBy: components['schemas']['Author'] | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      version: number;
    };
    /** @description A value as its format prints it (decimal text, YYYY-MM-DD, boolean), an object with `rows` for a table, or null. */
    JsonValue:
      | string
      | boolean
      | {
          rows: number;
        }
      | null;
    Overwrite: {
      id: number;
      statementId: number;
      /** @enum {string} */
      kind: 'rule' | 'kpi' | 'field';
      token: string;
      datasetId: string | null;
      recordKey: string | null;
      oldValue: components['schemas']['JsonValue'];
      value: components['schemas']['JsonValue'];
      createdBy: components['schemas']['Author'] | null;
      /** Format: date-time */
      createdAt: string;
    };
    /**
     * @description A row removed from (`exclude`) or added to (`include`) one statement's dataset by hand
     *     (doc 2 §7), with its author, date and reason.
     */
    RowEdit: {
      id: number;
      statementId: number;
      datasetId: string;
      recordKey: string;
      /** @enum {string} */
      kind: 'exclude' | 'include';
      reason: string;
      createdBy: components['schemas']['Author'] | null;
      /** Format: date-time */
      createdAt: string;
    };
    /** @enum {string} */
    Format: 'number' | 'currency' | 'percent' | 'date' | 'date-time' | 'boolean' | 'text' | 'table';
    StatementRule: {
      name: string;
      label: string;
      /** @description PAYOUT, NON_PAYOUT, SPLIT, HOLD_AND_RELEASE, LINE_PAYOUT or CHALLENGE. */
      type: string;
      category: string;
      format: components['schemas']['Format'];
      value: components['schemas']['JsonValue'];
      overwritten?: {
        original?: components['schemas']['JsonValue'];
      };
      /** @description What each record (deal) earned under this rule. */
      lines?: {
        recordKey: string;
        value: components['schemas']['Amount'];
        whole?: components['schemas']['Amount'];
      }[];
      challenge?: {
        score?: string;
        rank?: number;
        prize?: string;
      };
      kpis: {
        name: string;
        value: components['schemas']['JsonValue'];
      }[];
    };
    StatementKpi: {
      name: string;
      label: string;
      format: components['schemas']['Format'];
      value: components['schemas']['JsonValue'];
      highlighted: boolean;
      overwritten?: {
        original?: components['schemas']['JsonValue'];
      };
    };
    StatementDatasetColumn: {
      name: string;
      label: string;
      format: components['schemas']['Format'];
      calculated: boolean;
      /**
       * @description For a column naming the records' people (the table's user join: records hold
       *     user ids), the names of the users its values hold, by id.
       */
      people?: {
        [key: string]: string;
      };
    };
    StatementDatasetRow: {
      key: string;
      values: {
        [key: string]: components['schemas']['JsonValue'];
      };
      overwritten?: string[];
    };
    StatementDataset: {
      table: string;
      label: string;
      columns: components['schemas']['StatementDatasetColumn'][];
      /**
       * @description How many rows the dataset has. Present where `rows` holds only some of them: a
       *     statement's read and its forecast's read, which page every row through
       *     listStatementDatasetRows.
       */
      rowCount?: number;
      /**
       * @description The dataset's rows. In a statement's read (and its forecast's), only the rows a rule's
       *     line names, with the few own (not calculated) fields that name them; every row, whole,
       *     a page at a time through listStatementDatasetRows.
       */
      rows: components['schemas']['StatementDatasetRow'][];
    };
    StatementPayments: null | {
      achievement: components['schemas']['Amount'];
      hold: components['schemas']['Amount'];
      paid: components['schemas']['Amount'];
      adjustments: components['schemas']['Amount'];
      heldBalance: components['schemas']['Amount'];
      /** @description With a rule that forfeits held amounts (`forfeit` in the plan file): what was forfeited in the period (it left the held balance and will never be paid). */
      forfeited?: components['schemas']['Amount'];
      /** @description Each held amount forfeited in the period, with its record. */
      forfeits?: {
        rule: string;
        recordKey: string;
        amount: components['schemas']['Amount'];
        earnedPeriodId: string;
      }[];
      lines: {
        type: string;
        category: string;
        rule?: string;
        amount: components['schemas']['Amount'];
        recordKey?: string;
        earnedPeriodId?: string;
        label?: string;
      }[];
    };
    StatementError: {
      /** @enum {string} */
      level: 'error' | 'warning';
      type: string;
      message: string;
      context: {
        userId?: string;
        periodId?: string;
        rule?: string;
        token?: string;
        record?: string;
      };
    };
    /**
     * @description A statement (doc 2 §3) as the engine computed it: amounts are exact decimal text in
     *     `currency`, dates YYYY-MM-DD.
     */
    Statement: {
      /** @description The statement's adjustments (doc 2 §3), oldest first; their sum is payments.adjustments once recalculated. */
      adjustments: components['schemas']['Adjustment'][];
      /** @description The statement's overwrites (rule, KPI, dataset field), oldest first. */
      overwrites: components['schemas']['Overwrite'][];
      /** @description The rows removed from or added to its datasets by hand, oldest first. */
      rowEdits?: components['schemas']['RowEdit'][];
      /** @description Its forecast's id (GET /statements/{statementId}/forecasts/{forecastId}), null when its plan has no forecast for it. */
      forecastId: number | null;
      /** @description The caller may start its review on its own (its plan has a workflow, its period's campaign has not started). */
      canStartReview?: boolean;
      /** @description Its review through the plan's workflow; null while it is not under review (no workflow, or its period's campaign not started). */
      review?: components['schemas']['StatementReview'] | null;
      id: number;
      plan: components['schemas']['StatementPlan'];
      user: components['schemas']['StatementUser'];
      userId: number;
      period: components['schemas']['StatementPeriod'];
      total: components['schemas']['Amount'] | null;
      currency: string;
      status: components['schemas']['StatementStatus'];
      incomplete: boolean;
      /** Format: date-time */
      calculatedAt: string;
      rules: components['schemas']['StatementRule'][];
      kpis: components['schemas']['StatementKpi'][];
      /** @description The records (deals) of each displayed table of the plan, as they fed the rules. */
      datasets: components['schemas']['StatementDataset'][];
      /** @description The payments per category (doc 2 §3), null when the plan has none. */
      payments: components['schemas']['StatementPayments'];
      /** @description The engine's errors and warnings (doc 2 §3 Engine error). */
      errors: components['schemas']['StatementError'][];
    };
    RuleComparison: {
      /** @description The rule's machine name. */
      rule: string;
      actual: components['schemas']['Amount'];
      forecast: components['schemas']['Amount'];
      /** @description Forecast minus actual. */
      difference: components['schemas']['Amount'];
      /** @description The rule has a forecast formula of its own (the comparison adds a note). */
      formulaDiffers: boolean;
      same: boolean;
    };
    /**
     * @description A statement's forecast (doc 2 §3): the statement's plan, user and period computed with the
     *     plan's forecast formulas; amounts are exact decimal text in `currency`.
     */
    Forecast: {
      id: number;
      statementId: number;
      plan: components['schemas']['StatementPlan'];
      user: components['schemas']['StatementUser'];
      userId: number;
      period: components['schemas']['StatementPeriod'];
      total: components['schemas']['Amount'] | null;
      /** @description The actual total the forecast was computed beside. */
      actualTotal: components['schemas']['Amount'] | null;
      currency: string;
      status: components['schemas']['StatementStatus'];
      incomplete: boolean;
      /** Format: date-time */
      calculatedAt: string;
      rules: components['schemas']['StatementRule'][];
      kpis: components['schemas']['StatementKpi'][];
      datasets: components['schemas']['StatementDataset'][];
      payments: components['schemas']['StatementPayments'];
      errors: components['schemas']['StatementError'][];
      comparison: {
        rules: components['schemas']['RuleComparison'][];
        total: {
          actual: components['schemas']['Amount'];
          forecast: components['schemas']['Amount'];
          difference: components['schemas']['Amount'];
        };
      };
    };
    AdjustmentWrite: {
      adjustment: components['schemas']['Adjustment'];
      /** @description The calculation of the statement enqueued by the change (GET /calculations/ongoing). */
      calculationId: number | null;
    };
    /** @description The value as its format prints it (decimal text, YYYY-MM-DD, text), a boolean, or null. */
    OverwriteValue: string | boolean | null;
    OverwriteWrite: {
      overwrite: components['schemas']['Overwrite'];
      calculationId: number | null;
    };
    StatementDatasetPage: {
      table: string;
      label: string;
      columns: components['schemas']['StatementDatasetColumn'][];
      items: components['schemas']['StatementDatasetRow'][];
      totalItems: number;
      currentPage: number;
      pageCount: number;
    };
    /** @description Why the row was left out or added (shown beside it, in the history and on /row-edits). */
    RowEditReason: string;
    RowEditWrite: {
      rowEdit: components['schemas']['RowEdit'];
      calculationId: number | null;
    };
    /** @description An overwrite (see Overwrite) with its statement's user, plan and period. */
    OverwriteListItem: {
      id: number;
      statementId: number;
      /**
       * @description Whether its statement is fully reviewed (frozen): calculations leave it as it is and
       *     its overwrites can be neither added nor removed until its review is reset.
       */
      statementFrozen: boolean;
      /** @enum {string} */
      kind: 'rule' | 'kpi' | 'field';
      token: string;
      datasetId: string | null;
      recordKey: string | null;
      oldValue: components['schemas']['JsonValue'];
      value: components['schemas']['JsonValue'];
      createdBy: components['schemas']['Author'] | null;
      /** Format: date-time */
      createdAt: string;
      user: components['schemas']['Author'];
      plan: components['schemas']['StatementPlan'];
      periodId: components['schemas']['PeriodId'];
    };
    OverwritePage: {
      items: components['schemas']['OverwriteListItem'][];
      totalItems: number;
      /** @description Zero-based. */
      currentPage: number;
      pageCount: number;
    };
    /** @description A row edit (see RowEdit) with its statement's user, plan, period and frozen state. */
    RowEditListItem: {
      id: number;
      statementId: number;
      datasetId: string;
      recordKey: string;
      /** @enum {string} */
      kind: 'exclude' | 'include';
      reason: string;
      createdBy: components['schemas']['Author'] | null;
      /** Format: date-time */
      createdAt: string;
      user: components['schemas']['Author'];
      plan: components['schemas']['StatementPlan'];
      periodId: components['schemas']['PeriodId'];
      /** @description Whether its statement is fully reviewed (frozen): the edit then stays until its review is reset. */
      statementFrozen: boolean;
    };
    RowEditPage: {
      items: components['schemas']['RowEditListItem'][];
      totalItems: number;
      /** @description Zero-based. */
      currentPage: number;
      pageCount: number;
    };
    PaymentAmounts: {
      /** @description Earned in the period by the rules. */
      achievement: components['schemas']['Amount'];
      /** @description Of it, held back (hold and release). */
      hold: components['schemas']['Amount'];
      /** @description To pay for the period (achievement less holds, plus releases and adjustments). */
      paid: components['schemas']['Amount'];
      adjustments: components['schemas']['Amount'];
      /** @description Still held after the period. */
      heldBalance: components['schemas']['Amount'];
    };
    PaymentRow: {
      statementId: components['schemas']['Id'];
      user: {
        id: components['schemas']['Id'];
        fullName: string;
      };
      plan: {
        id: components['schemas']['Id'];
        name: string;
      };
      periodId: components['schemas']['PeriodId'];
      currency: string;
      amounts: components['schemas']['PaymentAmounts'];
    };
    PaymentPage: {
      items: components['schemas']['PaymentRow'][];
      totalItems: number;
      /** @description Zero-based. */
      currentPage: number;
      pageCount: number;
      /** @description The company currency, which every amount is in. */
      currency: string;
      totals: components['schemas']['PaymentAmounts'];
    };
    StatementVersion: {
      version: number;
      /** Format: date-time */
      createdAt: string;
      /** @description The calculation that wrote it; null for one outside calculation jobs. */
      jobId: number | null;
      planVersion: number | null;
      total: components['schemas']['Amount'] | null;
      status: components['schemas']['StatementStatus'];
      /** @description The last data change set the calculation saw; null when not known. */
      changeSetId: number | null;
    };
    StatementVersionPage: {
      items: components['schemas']['StatementVersion'][];
      totalItems: number;
      /** @description Zero-based. */
      currentPage: number;
      pageCount: number;
    };
    /**
     * @description Why a figure changed. `planVersion`: the plan was changed (from → to). `record`: a record
     *     (deal) was added, removed or had fields changed (old → new), by the data import's change
     *     set when known. `changeSet`: a data import applied between the two versions. `adjustment`,
     *     `overwrite` and `rowEdit` (a row left out or added by hand): an edit of the statement (null
     *     ids when it has been deleted since). A rule
     *     or KPI that nothing of its own explains lists the change sets applied in between.
     */
    VersionCause:
      | {
          /** @constant */
          kind: 'planVersion';
          from: number | null;
          to: number | null;
        }
      | {
          /** @constant */
          kind: 'record';
          table: string;
          tableLabel: string;
          key: string;
          /** @enum {string} */
          change: 'added' | 'removed' | 'changed';
          changeSetId: number | null;
          fields: {
            field: string;
            label: string;
            format: components['schemas']['Format'];
            from: components['schemas']['JsonValue'];
            to: components['schemas']['JsonValue'];
          }[];
        }
      | {
          /** @constant */
          kind: 'changeSet';
          changeSetId: number;
          importId: number | null;
          /** Format: date-time */
          createdAt: string;
          added: number;
          changed: number;
          removed: number;
          /** @description The keys of the records it added, changed or removed (at most 20). */
          keys: string[];
        }
      | {
          /** @constant */
          kind: 'adjustment';
          adjustmentId: number | null;
          /** @description The adjustment's amount; for a deleted one, the change of the adjustments total. */
          amount: components['schemas']['Amount'];
          reason: string | null;
          author: string | null;
          /** Format: date-time */
          date: string | null;
        }
      | {
          /** @constant */
          kind: 'overwrite';
          overwriteId: number | null;
          /** @enum {string} */
          target: 'rule' | 'kpi' | 'field';
          name: string;
          from: components['schemas']['JsonValue'];
          to: components['schemas']['JsonValue'];
          author: string | null;
          /** Format: date-time */
          date: string | null;
        }
      | {
          /** @constant */
          kind: 'rowEdit';
          rowEditId: number | null;
          datasetId: string;
          recordKey: string;
          /** @enum {string} */
          edit: 'exclude' | 'include';
          reason: string | null;
          author: string | null;
          /** Format: date-time */
          date: string | null;
        };
    VersionFigureChange: {
      /** @enum {string} */
      kind: 'total' | 'rule' | 'kpi';
      name: string;
      label: string;
      format: components['schemas']['Format'];
      from: components['schemas']['JsonValue'];
      to: components['schemas']['JsonValue'];
      causes: components['schemas']['VersionCause'][];
    };
    StatementVersionComparison: {
      statementId: number;
      currency: string;
      from: components['schemas']['StatementVersion'];
      to: components['schemas']['StatementVersion'];
      /** @description The total, then each rule and KPI whose value differs, with its causes. */
      changes: components['schemas']['VersionFigureChange'][];
      /** @description Every cause found between the two versions (at most 200 records). */
      causes: components['schemas']['VersionCause'][];
    };
    HomeStatement: {
      statement: components['schemas']['UserStatement'];
      /** @description The same plan's total of the period before; null without a statement then. */
      previousTotal: components['schemas']['Amount'] | null;
      /** @description Progress to the plan's quota; null when the plan uses none or it has no value. */
      quota: null | {
        name: string;
        label: string;
        format: components['schemas']['Format'];
        target: components['schemas']['Amount'];
        achieved: components['schemas']['Amount'] | null;
        achievedLabel: string | null;
        /** @description achieved / target as exact decimal text (1 is 100 %); null when unknown. */
        progress: components['schemas']['Amount'] | null;
      };
    };
    HomeChange: {
      statementId: number;
      plan: components['schemas']['StatementPlan'];
      period: components['schemas']['StatementPeriod'];
      version: number;
      /** Format: date-time */
      createdAt: string;
      /** @description The total before (the previous version's), null for a first version. */
      from: components['schemas']['Amount'] | null;
      to: components['schemas']['Amount'] | null;
    };
    HomeSummary: {
      period: components['schemas']['StatementPeriod'] | null;
      previousPeriod: components['schemas']['StatementPeriod'] | null;
      currency: string | null;
      /** @description The caller's total of `period` across their plans of that period (a plan of another frequency is listed in `statements`, not added in). */
      total: components['schemas']['Amount'] | null;
      previousTotal: components['schemas']['Amount'] | null;
      statements: components['schemas']['HomeStatement'][];
      /** @description Versions of the caller's statements written since their last visit (at most 20), latest first. */
      changes: components['schemas']['HomeChange'][];
      /** Format: date-time */
      lastVisitAt: string | null;
      latest: components['schemas']['UserStatement'][];
      /** @description For a manager, their managees' statements of the period; null for others. */
      team: null | {
        total: components['schemas']['Amount'];
        previousTotal: components['schemas']['Amount'];
        members: {
          user: components['schemas']['StatementUser'];
          total: components['schemas']['Amount'];
          previousTotal: components['schemas']['Amount'];
        }[];
      };
    };
    CalculationRequest: {
      /** @description The plans to calculate; omitted, every active plan the caller may calculate. */
      planIds?: components['schemas']['Id'][];
      /** @description The periods; each plan is calculated for those of its frequency. */
      periodIds: components['schemas']['PeriodId'][];
      /** @description Only these users' statements are replaced; omitted, every user the caller reaches. */
      userIds?: components['schemas']['Id'][];
      /**
       * @default statement
       * @enum {string}
       */
      target: 'statement' | 'forecast';
    };
    /**
     * @description Job status (doc 2 §3); the running ones are PENDING, REFRESH, STARTED and STOPPING.
     * @enum {string}
     */
    CalculationStatus:
      'PENDING' | 'REFRESH' | 'STARTED' | 'SUCCESS' | 'ERROR' | 'INCOMPLETE' | 'STOPPING' | 'STOPPED';
    CalculationAuthor: {
      id: number;
      fullName: string;
    };
    Calculation: {
      id: number;
      status: components['schemas']['CalculationStatus'];
      /**
       * @description The job kind (doc 2 §3) - after a data refreshment, manual, or the nightly calculation.
       * @enum {string}
       */
      type: 'DATA_REFRESHMENT' | 'MANUAL' | 'NIGHTLY_CALCULATION';
      /** @enum {string} */
      target: 'statement' | 'forecast';
      planIds: number[];
      periodIds: components['schemas']['PeriodId'][];
      /** @description The users whose statements it replaces; null for every assigned user. */
      userIds: number[] | null;
      /** @description Who asked for it; null for the nightly calculation and API keys. */
      createdBy: components['schemas']['CalculationAuthor'] | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      startedAt: string | null;
      /** Format: date-time */
      finishedAt: string | null;
      /** @description Batches (plan × period) written out of the total. */
      progress: {
        done: number;
        total: number;
      };
      /** @description Statements written, once it ended. */
      statements: number | null;
      /** @description Of them, statements the engine flagged with an error. */
      inError: number | null;
      /** @description Why plans could not be calculated, or why the job ended. */
      errors: {
        planId: number | null;
        message: string;
      }[];
      /** @description Workers that took it (more than one when a worker died and another took over). */
      attempts: number;
    };
    CalculationPage: {
      items: components['schemas']['Calculation'][];
      totalItems: number;
      /** @description Zero-based. */
      currentPage: number;
      pageCount: number;
    };
    /**
     * @description Monthly, Quarterly or Yearly (doc 2 §3); the company's statement frequency limits the choice.
     * @enum {string}
     */
    PlanFrequency: 'month' | 'quarter' | 'year';
    Plan: {
      id: number;
      name: string;
      frequency: components['schemas']['PlanFrequency'];
      /** @description Hidden means unpublished (doc 2 §3). */
      isHidden: boolean;
      archived: boolean;
      /** @description The day it was archived (its active assignments ended that day). */
      archivedOn?: string | null;
      version: number;
      /** @description Assignments active today that the caller reaches. */
      activeAssignmentsCount: number;
      createdAt: string;
      updatedAt: string;
    };
    PlanPage: {
      items: components['schemas']['Plan'][];
      totalItems: number;
      currentPage: number;
      pageCount: number;
    };
    /** @description 2 to 100 characters (doc 2 §5, §9), unique in the company. */
    PlanName: string;
    /** @description The plan in the engine's YAML (or JSON) plan format (docs/plan-format.md). */
    PlanDefinitionText: string;
    RulePreview: {
      rule: components['schemas']['StatementRule'];
      user: components['schemas']['StatementUser'];
      period: components['schemas']['StatementPeriod'];
      currency: string;
      /** @description The statement's KPIs for that user and period. */
      kpis: components['schemas']['StatementKpi'][];
      /** @description The rows of the rule's table as they fed it, when the table is displayed; null otherwise. */
      dataset: components['schemas']['StatementDataset'] | null;
      /** @description The engine's errors and warnings of that statement. */
      errors: components['schemas']['StatementError'][];
      /** @description How long the calculation took on the server. */
      durationMs: number;
    };
    /** @description YYYY-MM-DD, or null (an empty date shows as Indefinite). */
    OptionalDate: components['schemas']['Date'] | null;
    PlanDefinitionDocument: {
      planId: number;
      version: number;
      definition: string;
    };
    PlanUser: {
      id: number;
      firstName: string;
      lastName: string;
      email: string;
    };
    PlanVersion: {
      id: number;
      planId: number;
      version: number;
      /** @description Who saved it; null for a company API key or the demo seeding. */
      author: components['schemas']['PlanUser'] | null;
      summary: string;
      createdAt: string;
    };
    PlanVersionPage: {
      items: components['schemas']['PlanVersion'][];
      totalItems: number;
      currentPage: number;
      pageCount: number;
    };
    PlanVersionComparison: {
      fromVersion: number;
      toVersion: number;
      summary: string;
      /** @description The plan's own settings (the `plan` section) before and after, when they changed. */
      settings: null | {
        before: string;
        after: string;
      };
      /** @description Only the sections with a change, in the plan file's order. */
      sections: {
        /** @enum {string} */
        section: 'rules' | 'filters' | 'variables' | 'fields' | 'quotas' | 'links' | 'rateTables' | 'models';
        changes: {
          /** @description The entry's machine name in its section. */
          name: string;
          /** @enum {string} */
          change: 'added' | 'removed' | 'changed';
          /** @description The entry as YAML in the first version; null when added. */
          before: string | null;
          /** @description The entry as YAML in the second version; null when removed. */
          after: string | null;
        }[];
      }[];
    };
    /** @description The values of the plan's per-user parameters (the file's `parameters`) this assignment gives, by machine name, each written as in the plan file ("1500", "8%", "2026-01-31", "true"): formulas read the value of the assignment in force at the period's end. */
    AssignmentParameters: {
      [key: string]: string;
    };
    PlanAssignment: {
      id: number;
      planId: number;
      userId: number;
      effectiveAsOf: string;
      effectiveUntil: string | null;
      /** @enum {string} */
      status: 'ACTIVE' | 'FUTURE' | 'EXPIRED';
      user: components['schemas']['PlanUser'];
      parameters?: components['schemas']['AssignmentParameters'];
    };
    PlanAssignmentPage: {
      items: components['schemas']['PlanAssignment'][];
      counts: {
        ACTIVE: number;
        FUTURE: number;
        EXPIRED: number;
        ALL: number;
      };
      /** @description The per-user parameters the plan declares (its file's `parameters`), whose values each assignment may give. */
      parameters: {
        name: string;
        label: string;
        format: components['schemas']['Format'];
        required: boolean;
        default: string | null;
      }[];
      totalItems: number;
      currentPage: number;
      pageCount: number;
    };
    /** @enum {string} */
    EmbedWidget: 'statement' | 'dashboard';
    EmbedToken: {
      token: string;
      jti: string;
      /** Format: date-time */
      expiresAt: string;
      widget: components['schemas']['EmbedWidget'];
      userId: number;
    };
    /** @enum {string} */
    AuditArea: 'plans' | 'data' | 'statements' | 'people' | 'settings';
    /**
     * @description What happened, as `<thing>.<verb>`. New actions may be added in a minor version: a client
     *     shows an action it does not know by its code.
     * @enum {string}
     */
    AuditAction:
      | 'plan.created'
      | 'plan.updated'
      | 'plan.definitionReplaced'
      | 'plan.published'
      | 'plan.unpublished'
      | 'plan.archived'
      | 'plan.unarchived'
      | 'plan.deleted'
      | 'plan.assignmentsAdded'
      | 'plan.assignmentChanged'
      | 'plan.assignmentRemoved'
      | 'plan.workflowChanged'
      | 'import.applied'
      | 'records.pushed'
      | 'recordModel.created'
      | 'recordModel.updated'
      | 'recordModel.deleted'
      | 'adjustment.created'
      | 'adjustment.updated'
      | 'adjustment.deleted'
      | 'overwrite.created'
      | 'overwrite.deleted'
      | 'rowEdit.created'
      | 'rowEdit.deleted'
      | 'statement.reviewed'
      | 'user.created'
      | 'user.updated'
      | 'user.deactivated'
      | 'user.reactivated'
      | 'user.invited'
      | 'users.uploaded'
      | 'team.created'
      | 'team.renamed'
      | 'team.moved'
      | 'team.archived'
      | 'team.unarchived'
      | 'team.deleted'
      | 'team.assignmentsAdded'
      | 'team.assignmentChanged'
      | 'team.assignmentRemoved'
      | 'quota.valuesChanged'
      | 'company.updated'
      | 'apiKey.created'
      | 'apiKey.revoked'
      | 'workflow.created'
      | 'workflow.updated'
      | 'workflow.deleted'
      | 'currencyRate.created'
      | 'currencyRate.updated'
      | 'currencyRate.deleted';
    AuditActor: {
      id: number;
      fullName: string;
    } | null;
    AuditEvent: {
      id: number;
      /** Format: date-time */
      occurredAt: string;
      area: components['schemas']['AuditArea'];
      action: components['schemas']['AuditAction'];
      /** @description The person whose change it is (the impersonated one while impersonating); null for an API key. */
      actor: components['schemas']['AuditActor'];
      /** @description The person signed in who made the change while impersonating `actor`. */
      impersonatedBy: components['schemas']['AuditActor'];
      /** @description The company API key that made the change. */
      apiKey: {
        id: number;
        name: string;
      } | null;
      target: {
        /** @description plan, recordModel, statement, user, team, quota, company, apiKey, workflow or currencyRate. */
        type: string;
        id: string;
        /** @description Its name when the change was made. */
        label: string;
      };
      /** @description What changed, by action (the fields changed, the rows of an import, the amount of an adjustment…). */
      details: {
        [key: string]: unknown;
      } | null;
    };
    AuditEventPage: {
      items: components['schemas']['AuditEvent'][];
      totalItems: number;
      /** @description Zero-based. */
      currentPage: number;
      pageCount: number;
    };
    /** @description What the thread is about (doc 3 §3 computedScope). */
    ThreadScope: {
      /** @enum {string} */
      kind: 'STATEMENT' | 'RULE' | 'RECORD';
      ruleId: string | null;
      /** @description The rule's label on the statement, or null when it no longer has the rule. */
      ruleLabel: string | null;
      externalId: string | null;
    };
    ThreadUser: {
      id: number;
      fullName: string;
      role: string;
    };
    ThreadMessage: {
      id: number;
      threadId: number;
      content: string;
      authorId: number | null;
      authorFullName: string;
      /** Format: date-time */
      createdAt: string;
      editedAt: components['schemas']['Timestamp'];
    };
    StatementThread: {
      id: number;
      statementId: number;
      computedScope: components['schemas']['ThreadScope'];
      thread: {
        isReviewed: boolean;
        reviewedAt: components['schemas']['Timestamp'];
        reviewedBy: components['schemas']['ThreadUser'] | null;
        messageCount: number;
        /** Format: date-time */
        createdAt: string;
        createdBy: components['schemas']['ThreadUser'] | null;
        lastMessage: components['schemas']['ThreadMessage'] | null;
      };
      /** @description The statement the thread is about, for lists across statements. */
      statement: {
        userId: number;
        userFullName: string;
        planId: number;
        planName: string;
        periodId: string;
      };
    };
    /** @description Plain text; blank once trimmed is refused. */
    MessageContent: string;
    MessageInput: {
      content: components['schemas']['MessageContent'];
    };
    ExplanationStep: {
      name: string;
      /** @enum {string} */
      kind: 'RULE' | 'VARIABLE' | 'QUOTA' | 'PARAMETER' | 'FIELD' | 'RECORD_FIELD' | 'TABLE' | 'RATE_TABLE';
      label: string;
      format: components['schemas']['Format'] | null;
      formula: string | null;
      /**
       * @description What the calculation used; null for a per-record one (calculated and record fields:
       *     see the records) and for one the calculation did not need.
       */
      value: components['schemas']['JsonValue'];
      reads: string[];
      table: string | null;
      /** @description A rate table's tiers or points (RATE_TABLE only). */
      rateTable: null | {
        /** @enum {string} */
        kind: 'tiers' | 'points';
        rows: {
          [key: string]: string | null;
        }[];
      };
    };
    RecordSource: {
      /** @enum {string} */
      kind: 'ADDED' | 'CHANGED';
      /** Format: date-time */
      changedAt: string;
      changeSetId: number;
      /** @enum {string} */
      via: 'IMPORT' | 'API';
      importId: number | null;
      fileName: string | null;
      connectionName: string | null;
      by: string | null;
    };
    /** @description A page of the records of the table a figure reads, with where each came from. */
    ExplainedRecords: {
      table: string;
      label: string;
      keyField: string;
      columns: {
        name: string;
        label: string;
        format: components['schemas']['Format'];
      }[];
      items: {
        key: string;
        /** @description The record's line on a row-level rule; null otherwise. */
        amount: string | null;
        values: {
          [key: string]: components['schemas']['JsonValue'];
        };
        source: components['schemas']['RecordSource'] | null;
      }[];
      totalItems: number;
    };
    RuleExplanation: {
      statementId: number;
      planVersion: number | null;
      rule: {
        name: string;
        label: string;
        type: string;
        category: string;
        format: components['schemas']['Format'];
        value: components['schemas']['JsonValue'];
      };
      steps: components['schemas']['ExplanationStep'][];
      /** @description The records that fed the rule; null when it reads no table. */
      records: null | components['schemas']['ExplainedRecords'];
    };
    KpiExplanation: {
      statementId: number;
      planVersion: number | null;
      kpi: {
        name: string;
        label: string;
        format: components['schemas']['Format'];
        value: components['schemas']['JsonValue'];
      };
      steps: components['schemas']['ExplanationStep'][];
      /** @description The records of the table the KPI reads (their amounts null); null when it reads none. */
      records: null | components['schemas']['ExplainedRecords'];
    };
    /** @enum {string} */
    PlanAgreementTemplateStatus: 'DRAFT' | 'FINALIZED' | 'ARCHIVED';
    PlanAgreementPlan: {
      id: components['schemas']['Id'];
      name: string;
      isArchived: boolean;
    };
    /** @enum {string} */
    ConfirmationMethod: 'NO_CONFIRMATION' | 'IN_APP_CONFIRMATION' | 'DOC_UPLOAD_CONFIRMATION';
    /** @enum {string|null} */
    PlanAgreementTemplateError:
      'CANNOT_ACCESS_TEMPLATE_ERROR' | 'COPY_TEMPLATE_ERROR' | 'DOCS_GENERATION_ERROR' | null;
    /** @description How many assignments are in each status. */
    PlanAgreementCounts: {
      total: number;
      toGenerate: number;
      generated: number;
      sent: number;
      confirmed: number;
      archived: number;
      error: number;
    };
    /**
     * @description DRAFT until the agreement is finalized.
     * @enum {string}
     */
    PlanAgreementAssignmentStatus:
      | 'DRAFT'
      | 'AGREEMENT_TO_GENERATE'
      | 'AGREEMENT_GENERATED'
      | 'AGREEMENT_SENT'
      | 'CONFIRMED'
      | 'ARCHIVED'
      | 'ERROR';
    PlanAgreementAssignment: {
      id: components['schemas']['Id'];
      planAgreementId: components['schemas']['Id'];
      userId: components['schemas']['Id'];
      userFullName: string;
      status: components['schemas']['PlanAgreementAssignmentStatus'];
      /** Format: date-time */
      sentDate: string | null;
      /** @enum {string|null} */
      errorType: 'GENERATION_ERROR' | null;
      /** @description What went wrong, for administrators. */
      error?: string | null;
      /** Format: date-time */
      generatedAt: string | null;
      /** Format: date-time */
      confirmedAt: string | null;
      hasConfirmationDocument: boolean;
    };
    PlanAgreementSummary: {
      id: components['schemas']['Id'];
      name: string;
      year: number;
      planId: components['schemas']['Id'];
      plan: components['schemas']['PlanAgreementPlan'];
      status: components['schemas']['PlanAgreementTemplateStatus'];
      confirmationMethod: components['schemas']['ConfirmationMethod'];
      error: components['schemas']['PlanAgreementTemplateError'];
      counts: components['schemas']['PlanAgreementCounts'];
      /** @description The caller's own assignment, when they have one they may see. */
      userAssignment: components['schemas']['PlanAgreementAssignment'] | null;
      /** Format: date-time */
      updatedAt: string;
    };
    PlanAgreementName: string;
    PlanAgreementYear: number;
    /** @description Markdown with `{{placeholders}}` (listPlanAgreementPlaceholders). */
    PlanAgreementTemplate: string;
    PlanAgreement: {
      id: components['schemas']['Id'];
      name: string;
      year: number;
      planId: components['schemas']['Id'];
      plan: components['schemas']['PlanAgreementPlan'];
      status: components['schemas']['PlanAgreementTemplateStatus'];
      confirmationMethod: components['schemas']['ConfirmationMethod'];
      error: components['schemas']['PlanAgreementTemplateError'];
      counts: components['schemas']['PlanAgreementCounts'];
      userAssignment: components['schemas']['PlanAgreementAssignment'] | null;
      /** Format: date-time */
      updatedAt: string;
      /** @description Those the caller may see, by name (at most 5,000). */
      assignments: components['schemas']['PlanAgreementAssignment'][];
      /** @description The folder of the generated documents. */
      googleDocFolderId: string | null;
      /** @description The template's copy that generation reads (made by refresh-template). */
      internalGoogleDocId: string | null;
      /** @description The template the administrators edit. */
      externalGoogleDocId: string | null;
      /** @description The edited template (administrators only; null for others). */
      template: string | null;
      /** Format: date-time */
      templateCopiedAt: string | null;
      /** @description The template was edited after its copy was made (refresh it before finalizing). */
      templateChangedSinceCopy: boolean;
      version: number;
      /** Format: date-time */
      createdAt: string;
    };
    PlanAgreementRun: {
      text: string;
      bold?: boolean;
      italic?: boolean;
    };
    PlanAgreementBlock: {
      /** @enum {string} */
      kind: 'heading' | 'paragraph' | 'list' | 'table' | 'rule';
      /** @description A heading's level. */
      level?: number;
      /** @description A heading's or a paragraph's text, as runs. */
      text?: components['schemas']['PlanAgreementRun'][];
      /** @description A list's items, each as runs. */
      items?: components['schemas']['PlanAgreementRun'][][];
      /** @description A table's rows of cells (the first row is its header). */
      rows?: string[][];
    };
    /** @description A generated document, as blocks the page and the PDF both render. */
    PlanAgreementDocument: {
      title: string;
      blocks: components['schemas']['PlanAgreementBlock'][];
    };
    PlanAgreementAssignmentView: {
      assignment: components['schemas']['PlanAgreementAssignment'];
      agreement: components['schemas']['PlanAgreementSummary'];
      document: components['schemas']['PlanAgreementDocument'] | null;
      /** @description The caller may confirm it in the app now (their own, sent, in-app method, not impersonating). */
      canConfirm: boolean;
      /** @description The caller may confirm it by uploading the signed PDF now. */
      canUpload: boolean;
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
    UserId: components['schemas']['Id'];
    TeamId: components['schemas']['Id'];
    AdminScopeId: components['schemas']['Id'];
    /** @description From 0. */
    Page: components['schemas']['PageNumber'];
    /** @description The page size. */
    Limit: number;
    QuotaId: components['schemas']['Id'];
    QuotaAssignmentId: components['schemas']['Id'];
    /** @description The `ETag` the edit was made from (`"<version>"`); a stale one answers 409 and writes nothing. */
    IfMatch: string;
    MachineName: components['schemas']['MachineName'];
    PlanId: components['schemas']['Id'];
    RateId: components['schemas']['Id'];
    ImportId: components['schemas']['Id'];
    /** @description The CRM (a connector key). */
    Integration: string;
    ConnectionId: components['schemas']['Id'];
    'PlanId-2': components['schemas']['Id'];
    PlanAssignmentId: components['schemas']['Id'];
    Area: components['schemas']['AuditArea'];
    /** @description Only the changes made by this person (as themselves or while impersonating). */
    ActorUserId: components['schemas']['Id'];
    /** @description The first day included (UTC). */
    From: components['schemas']['Date'];
    /** @description The last day included (UTC). */
    To: components['schemas']['Date'];
    /** @description Words found in what was changed (its name) or in the action. */
    Search: string;
    StatementId: components['schemas']['Id'];
    ThreadId: components['schemas']['Id'];
    PlanAgreementId: components['schemas']['Id'];
    DocumentFormat: 'json' | 'pdf';
    AssignmentId: components['schemas']['Id'];
  };
  requestBodies: never;
  headers: {
    /** @description The record's version as a strong entity tag (`"<version>"`), for `If-Match`. */
    ETag: string;
    /** @description The plan's version as a strong entity tag (`"<version>"`), for `If-Match`. */
    'ETag-2': string;
  };
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
        /** @description `login` makes the identity provider ask for credentials again (used after a log-out); with the bundled provider it first ends that provider's own session through its end-session endpoint (RP-initiated logout). */
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
  getUserTeamAssignments: {
    parameters: {
      query?: {
        teamRole?: components['schemas']['TeamRole'];
        'effectiveBetween.start'?: components['schemas']['Date'];
        'effectiveBetween.end'?: components['schemas']['Date'];
      };
      header?: never;
      path: {
        userId: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The assignments, each with its team and status today. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            teamId: number;
            userId: number;
            teamRole: components['schemas']['TeamRole'];
            effectiveAsOf: components['schemas']['Date'];
            effectiveUntil: components['schemas']['Date'] | null;
            /** @enum {string} */
            status: 'ACTIVE' | 'EXPIRED' | 'FUTURE';
            team: components['schemas']['TeamSummary'];
          }[];
        };
      };
      default: components['responses']['Error'];
    };
  };
  getUserPlanAssignments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The assignments with their plan's name and status today. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            planId: number;
            planName: string;
            effectiveAsOf: components['schemas']['Date'];
            effectiveUntil: components['schemas']['Date'] | null;
            /** @enum {string} */
            status: 'ACTIVE' | 'EXPIRED' | 'FUTURE';
          }[];
        };
      };
      default: components['responses']['Error'];
    };
  };
  uploadAvatar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          avatarBase64: string;
        };
      };
    };
    responses: {
      /** @description The new picture's URL. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AvatarUrl'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  randomizeAvatar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new picture's URL. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AvatarUrl'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  uploadUsers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          dryRun: boolean;
          csv: string;
        };
      };
    };
    responses: {
      /** @description The check (dry run) or the users added. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserUploadResult'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  getAvatar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: components['schemas']['Id'];
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The picture. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': string;
          'image/jpeg': string;
          'image/svg+xml': string;
        };
      };
      default: components['responses']['Error'];
    };
  };
  listUserProfiles: {
    parameters: {
      query?: {
        /** @description Zero-based. */
        page?: number;
        limit?: number;
        /** @description The column sorted on (status sorts inactive, invited, active, deactivated). */
        sort?: 'fullName' | 'email' | 'role' | 'currency' | 'status' | 'lastConnection' | 'createdAt';
        desc?: boolean;
        /** @description Words each found in the first name, last name or e-mail (case-insensitive). */
        search?: string;
        status?: components['schemas']['UserStatus'][];
        role?: components['schemas']['UserRole'][];
        currency?: string[];
        /** @description NONE matches users without an external identifier source. */
        externalIdSource?: ('NONE' | 'OTHERSOURCE' | 'MSDYNAMICS' | 'SALESFORCE' | 'HUBSPOT' | 'ZOHO')[];
        /** @description NONE matches users without an HRIS identifier source. */
        hrisIdSource?: ('NONE' | 'OTHERSOURCE' | 'PERSONIO' | 'BAMBOOHR' | 'WORKDAY')[];
        /** @description The "user" filter. */
        userIds?: components['schemas']['Id'][];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of users. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserPage'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  saveUserProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserProfileInput'];
      };
    };
    responses: {
      /** @description The edited user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      /** @description The added user. */
      201: {
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
  sendInvitations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
        }[];
      };
    };
    responses: {
      /** @description Who was invited, and who could not be (with why). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            invited: components['schemas']['User'][];
            errors: {
              id: number;
              message: string;
            }[];
            total: number;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  readInvitationOutbox: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The newest 100 messages, with their links. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            userId: number | null;
            recipient: string;
            subject: string;
            body: string;
            link: string | null;
            /** Format: date-time */
            createdAt: string;
          }[];
        };
      };
      default: components['responses']['Error'];
    };
  };
  getUserProfile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user, with whether they manage a team today. */
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
  toggleUserDeactivation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user after the change. */
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
  listAdminScopes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The admin scopes, by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminScopeDetails'][];
        };
      };
      default: components['responses']['Error'];
    };
  };
  createAdminScope: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: components['schemas']['AdminScopeName'];
          planIds: components['schemas']['IdList'];
          quotaIds: components['schemas']['IdList'];
          planAssignmentIds?: components['schemas']['IdList'];
        };
      };
    };
    responses: {
      /** @description The scope. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminScopeDetails'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listTeams: {
    parameters: {
      query?: {
        /** @description Zero-based. */
        page?: components['schemas']['PageNumber'];
        limit?: number;
        /** @description Only archived (true) or only active (false) teams; both when absent. */
        archived?: boolean;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of teams. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamPage'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  createTeam: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: components['schemas']['TeamName'];
          parentTeamId?: components['schemas']['Id'] | null;
        };
      };
    };
    responses: {
      /** @description The new team. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Team'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  getTeam: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        teamId: components['parameters']['TeamId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The team. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Team'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  renameTeam: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        teamId: components['parameters']['TeamId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: components['schemas']['TeamName'];
        };
      };
    };
    responses: {
      /** @description The renamed team. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Team'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  deleteTeam: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        teamId: components['parameters']['TeamId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Error'];
    };
  };
  linkExistingTeams: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        teamId: components['parameters']['TeamId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          teamIds?: components['schemas']['Id'][];
        };
      };
    };
    responses: {
      /** @description The parent team with its children. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Team'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  unlinkParentTeam: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        teamId: components['parameters']['TeamId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The team, now at the root. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Team'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  archiveTeam: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        teamId: components['parameters']['TeamId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description How many teams were archived. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamCount'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  unarchiveTeam: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        teamId: components['parameters']['TeamId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description How many teams were unarchived. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamCount'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listTeamAssignments: {
    parameters: {
      query?: {
        /** @description Zero-based. */
        page?: components['schemas']['PageNumber'];
        limit?: number;
        teamId?: components['schemas']['Id'];
        userId?: components['schemas']['Id'];
        teamRole?: components['schemas']['TeamRole'];
        status?: 'ACTIVE' | 'EXPIRED' | 'FUTURE' | 'ALL';
        date?: components['schemas']['Date'];
        relations?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of assignments. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamAssignmentPage'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  createTeamAssignments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          teamAssignments: {
            teamId: components['schemas']['Id'];
            userId: components['schemas']['Id'];
            teamRole: components['schemas']['TeamRole'];
            effectiveAsOf: components['schemas']['Date'];
            effectiveUntil?: components['schemas']['Date'] | null;
          }[];
        };
      };
    };
    responses: {
      /** @description The created assignments. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamAssignment'][];
        };
      };
      default: components['responses']['Error'];
    };
  };
  deleteTeamAssignments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          teamAssignmentIds: components['schemas']['Id'][];
        };
      };
    };
    responses: {
      /** @description How many assignments were deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamCount'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  updateTeamAssignments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          teamAssignments: {
            id: components['schemas']['Id'];
            teamRole?: components['schemas']['TeamRole'];
            effectiveAsOf?: components['schemas']['Date'];
            effectiveUntil?: components['schemas']['Date'] | null;
          }[];
        };
      };
    };
    responses: {
      /** @description The changed assignments. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamAssignment'][];
        };
      };
      default: components['responses']['Error'];
    };
  };
  importTeamAssignments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          dryRun: boolean;
          rowsToImport: {
            userEmail?: components['schemas']['ImportCell'];
            teamName?: components['schemas']['ImportCell'];
            teamRole?: components['schemas']['ImportCell'];
            effectiveAsOf?: components['schemas']['ImportCell'];
            effectiveUntil?: components['schemas']['ImportCell'];
          }[];
        };
      };
    };
    responses: {
      /** @description The check (dry run) or the import. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamImportResult'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  deleteAdminScope: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        adminScopeId: components['parameters']['AdminScopeId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Error'];
    };
  };
  updateAdminScope: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        adminScopeId: components['parameters']['AdminScopeId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: components['schemas']['AdminScopeName'];
          planIds?: components['schemas']['IdList'];
          quotaIds?: components['schemas']['IdList'];
          planAssignmentIds?: components['schemas']['IdList'];
        };
      };
    };
    responses: {
      /** @description The scope. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminScopeDetails'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  searchQuotasWithAssignedPlans: {
    parameters: {
      query?: {
        /** @description From 0. */
        page?: components['parameters']['Page'];
        /** @description The page size. */
        limit?: components['parameters']['Limit'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Text in the name or machine name; '' for every quota. */
          search: string;
          type?: components['schemas']['QuotaType'];
        };
      };
    };
    responses: {
      /** @description A page of quotas. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['QuotaWithAssignedPlans'][];
            total: number;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getQuotaWithAssignedPlans: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        quotaId: components['parameters']['QuotaId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The quota. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QuotaWithAssignedPlans'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  searchQuotaAssignments: {
    parameters: {
      query?: {
        /** @description From 0. */
        page?: components['parameters']['Page'];
        /** @description The page size. */
        limit?: components['parameters']['Limit'];
      };
      header?: never;
      path: {
        quotaId: components['parameters']['QuotaId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          startDate: components['schemas']['Date'];
          endDate: components['schemas']['Date'];
          planIds?: components['schemas']['Id'][];
          search?: string;
        };
      };
    };
    responses: {
      /** @description A page of values. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QuotaAssignmentPage'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  createQuotaAssignment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['QuotaAssignmentInput'];
      };
    };
    responses: {
      /** @description The value, changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QuotaAssignment'];
        };
      };
      /** @description The value, created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QuotaAssignment'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  deleteQuotaAssignments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          assignments: {
            id: components['schemas']['Id'];
          }[];
        };
      };
    };
    responses: {
      /** @description How many were deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deleted: number;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  bulkSetQuotaAssignments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          dryRun?: boolean;
          quotas: components['schemas']['QuotaBulkRow'][];
        };
      };
    };
    responses: {
      /** @description What was (or, on a dry run, would be) created and changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            dryRun: boolean;
            rowCount: number;
            created: number;
            updated: number;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  deleteQuotaAssignment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        assignmentId: components['parameters']['QuotaAssignmentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Error'];
    };
  };
  getUserQuotaAssignments: {
    parameters: {
      query: {
        'effectiveBetween.start': components['schemas']['Date'];
        'effectiveBetween.end': components['schemas']['Date'];
        /** @description From 0. */
        page?: components['parameters']['Page'];
        /** @description The page size. */
        limit?: components['parameters']['Limit'];
      };
      header?: never;
      path: {
        userId: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of values. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QuotaAssignmentPage'];
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
          ETag: components['headers']['ETag'];
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
      header?: {
        /** @description The `ETag` the edit was made from (`"<version>"`); a stale one answers 409 and writes nothing. */
        'If-Match'?: components['parameters']['IfMatch'];
      };
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
          ETag: components['headers']['ETag'];
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
          /** @description What the key may do; `read` when absent. */
          scopes?: components['schemas']['ApiKeyScope'][];
          expiresAt?: components['schemas']['Timestamp'];
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
        apiKeyId: components['schemas']['Id'];
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
  listObjectDefinitions: {
    parameters: {
      query?: {
        /** @description From 0. */
        page?: components['parameters']['Page'];
        /** @description The page size. */
        limit?: components['parameters']['Limit'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of models and how many there are. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['RecordModel'][];
            total: number;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  createObjectDefinition: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordModelInput'];
      };
    };
    responses: {
      /** @description The new model. */
      201: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecordModel'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  getObjectDefinition: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        machineName: components['parameters']['MachineName'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The model. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecordModelDetails'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  deleteObjectDefinition: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        machineName: components['parameters']['MachineName'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Error'];
    };
  };
  updateObjectDefinition: {
    parameters: {
      query?: never;
      header?: {
        /** @description The `ETag` the edit was made from (`"<version>"`); a stale one answers 409 and writes nothing. */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        machineName: components['parameters']['MachineName'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordModelPatch'];
      };
    };
    responses: {
      /** @description The edited model. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecordModel'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listObjectRecords: {
    parameters: {
      query?: {
        /** @description From 0. */
        page?: components['parameters']['Page'];
        /** @description The page size. */
        limit?: components['parameters']['Limit'];
        sort?: string;
        direction?: components['schemas']['SortDirection'];
        search?: string;
        filter?: string[];
      };
      header?: never;
      path: {
        machineName: components['parameters']['MachineName'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of records and how many match. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['RecordItem'][];
            /** @description How many records match, counted up to 10,000. */
            total: number;
            /** @description More than 10,000 records match (`total` is then 10,000). */
            totalCapped: boolean;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  pushObjectRecords: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        machineName: components['parameters']['MachineName'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          records?: {
            [key: string]: string | number | boolean | null;
          }[];
          delete?: string[];
        };
      };
    };
    responses: {
      /** @description What the batch changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            counts: components['schemas']['ImportCounts'];
            changeSet: null | components['schemas']['ChangeSet'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  listVirtualObjectDefinitions: {
    parameters: {
      query: {
        planId: components['parameters']['PlanId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The plan's models, by machine name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VirtualRecordModel'][];
        };
      };
      default: components['responses']['Error'];
    };
  };
  getVirtualObjectDefinition: {
    parameters: {
      query: {
        planId: components['parameters']['PlanId'];
      };
      header?: never;
      path: {
        machineName: components['parameters']['MachineName'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The model as the plan declares it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VirtualRecordModel'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listCurrencyRates: {
    parameters: {
      query?: {
        currency?: components['schemas']['CurrencyCode'];
        /** @description From 0. */
        page?: components['parameters']['Page'];
        /** @description The page size. */
        limit?: components['parameters']['Limit'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of rates and how many there are. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['CurrencyRate'][];
            total: number;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  createCurrencyRate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          currency: components['schemas']['CurrencyCode'];
          rate: components['schemas']['Rate'];
          effectiveAsOf: components['schemas']['Date'];
        };
      };
    };
    responses: {
      /** @description The new rate. */
      201: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurrencyRate'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  deleteCurrencyRate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        rateId: components['parameters']['RateId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Error'];
    };
  };
  updateCurrencyRate: {
    parameters: {
      query?: never;
      header?: {
        /** @description The `ETag` the edit was made from (`"<version>"`); a stale one answers 409 and writes nothing. */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        rateId: components['parameters']['RateId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          rate?: components['schemas']['Rate'];
          effectiveAsOf?: components['schemas']['Date'];
        };
      };
    };
    responses: {
      /** @description The edited rate. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurrencyRate'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listConnectors: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The catalogue and the connections. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConnectorCatalogue'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listDataImports: {
    parameters: {
      query?: {
        /** @description Only the imports into this record model. */
        objectName?: components['schemas']['MachineName'];
        /** @description From 0. */
        page?: components['parameters']['Page'];
        /** @description The page size. */
        limit?: components['parameters']['Limit'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of imports and how many there are. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['DataImport'][];
            total: number;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  uploadDataImport: {
    parameters: {
      query: {
        /** @description The record model's machine name. */
        objectName: components['schemas']['MachineName'];
        fileName: string;
        /** @description FULL (default): the file is the model's whole content, so keys absent from it are removed. PARTIAL: the file only adds and changes records. */
        scope?: components['schemas']['ImportScope'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'text/csv': string;
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        'application/octet-stream': string;
      };
    };
    responses: {
      /** @description The pending import and its preview. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DataImport'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  getDataImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        importId: components['parameters']['ImportId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The import. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DataImport'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  cancelDataImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        importId: components['parameters']['ImportId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Discarded. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Error'];
    };
  };
  mapDataImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        importId: components['parameters']['ImportId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          mapping: components['schemas']['ImportColumnMapping'][];
          scope?: components['schemas']['ImportScope'];
        };
      };
    };
    responses: {
      /** @description The import with its new preview. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DataImport'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  applyDataImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        importId: components['parameters']['ImportId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The applied import and its change set. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DataImport'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listDataImportChanges: {
    parameters: {
      query?: {
        kind?: components['schemas']['ChangeKind'];
        /** @description From 0. */
        page?: components['parameters']['Page'];
        /** @description The page size. */
        limit?: components['parameters']['Limit'];
      };
      header?: never;
      path: {
        importId: components['parameters']['ImportId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of changed keys and how many there are. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['RecordChange'][];
            total: number;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  authorizeIntegration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The CRM (a connector key). */
        integration: components['parameters']['Integration'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The address to open. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uri */
            url: string;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  registerIntegration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The CRM (a connector key). */
        integration: components['parameters']['Integration'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          state: string;
        };
      };
    };
    responses: {
      /** @description The connection, ACTIVE. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Connection'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  createDataConnection: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DataConnectionInput'];
      };
    };
    responses: {
      /** @description The connection. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Connection'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  getDataConnection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        connectionId: components['parameters']['ConnectionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The connection. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Connection'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  deleteDataConnection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        connectionId: components['parameters']['ConnectionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Error'];
    };
  };
  updateDataConnection: {
    parameters: {
      query?: never;
      header?: {
        /** @description The `ETag` the edit was made from (`"<version>"`); a stale one answers 409 and writes nothing. */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        connectionId: components['parameters']['ConnectionId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DataConnectionPatch'];
      };
    };
    responses: {
      /** @description The connection. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Connection'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  testDataConnection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        connectionId: components['parameters']['ConnectionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The connection, ACTIVE. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Connection'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listDataConnectionTables: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        connectionId: components['parameters']['ConnectionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The tables. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['SourceTable'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  previewDataConnectionTable: {
    parameters: {
      query: {
        schema: string;
        table: string;
      };
      header?: never;
      path: {
        connectionId: components['parameters']['ConnectionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The columns and rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SourceTablePreview'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  importDataConnectionTable: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        connectionId: components['parameters']['ConnectionId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          schema: string;
          table: string;
          objectName: components['schemas']['MachineName'];
          scope?: components['schemas']['ImportScope'];
          /** @description Only the rows that pass every filter (a CRM's objects only; doc 3 §5: HubSpot takes at most 2, more answers 422). Kept for the refreshes of the model. */
          filters?: components['schemas']['SourceFilter'][];
        };
      };
    };
    responses: {
      /** @description The pending import and its preview. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DataImport'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  requestRefreshment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          connectionId: number;
          objectName?: components['schemas']['MachineName'];
        };
      };
    };
    responses: {
      /** @description The refresh, PENDING. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Refreshment'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  operateRefreshment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        refreshmentId: components['schemas']['Id'];
        operation: 'stop' | 'forcestop';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The refresh after the operation. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Refreshment'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listLastRefreshments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The last refreshes. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['Refreshment'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getLastRefreshment: {
    parameters: {
      query?: {
        objectName?: components['schemas']['MachineName'];
      };
      header?: never;
      path: {
        connectionId: components['parameters']['ConnectionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The last refresh, or null when there was none. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            item: null | components['schemas']['Refreshment'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  listWorkflows: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The workflows (a company has at most 100). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['Workflow'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  createWorkflow: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WorkflowInput'];
      };
    };
    responses: {
      /** @description The workflow. */
      201: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Workflow'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  updateWorkflow: {
    parameters: {
      query?: never;
      header?: {
        /** @description The `ETag` the edit was made from (`"<version>"`); a stale one answers 409 and writes nothing. */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        workflowId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WorkflowInput'];
      };
    };
    responses: {
      /** @description The workflow. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Workflow'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  deleteWorkflow: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workflowId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Error'];
    };
  };
  getPlanWorkflow: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The plan's workflow, or null. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanWorkflow'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  setPlanWorkflow: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          workflowId: components['schemas']['Id'] | null;
        };
      };
    };
    responses: {
      /** @description The plan's workflow. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanWorkflow'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  fullyReviewStatement: {
    parameters: {
      query?: never;
      header?: {
        /** @description The `ETag` the edit was made from (`"<version>"`); a stale one answers 409 and writes nothing. */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        statementId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The statement's review, complete. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatementReview'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  reviewStatements: {
    parameters: {
      query?: {
        isNotify?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          statementIds: components['schemas']['Id'][];
          /** @enum {string} */
          action: 'NEXT' | 'FORCE' | 'FULLY_REVIEW_FORCE' | 'RESET';
        };
      };
    };
    responses: {
      /** @description What happened to each statement. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            reviewed: components['schemas']['Id'][];
            failed: {
              statementId: number;
              message: string;
            }[];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  listStatementsToReview: {
    parameters: {
      query?: {
        planId?: components['schemas']['Id'];
        periodId?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The statements to review. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['StatementToReview'][];
            totalItems: number;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  listStatementReviewers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reviewers (at most 100), by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewerList'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  notifyStatementReviewers: {
    parameters: {
      query?: {
        dryRun?: boolean;
      };
      header?: never;
      path: {
        statementId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reviewers notified (or who would be). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewerList'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  enableStandaloneReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The statement's review. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatementReview'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  getWorkflowCampaign: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planId: components['schemas']['Id'];
        periodId: components['schemas']['CampaignPeriodId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The campaign. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkflowCampaign'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listWorkflowCampaignsToStart: {
    parameters: {
      query: {
        periodId: components['schemas']['CampaignPeriodId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The plans (at most 500), by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['WorkflowPlan'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  startWorkflowCampaigns: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          periodId: components['schemas']['CampaignPeriodId'];
          planIds: components['schemas']['Id'][];
        };
      };
    };
    responses: {
      /** @description How many started. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            startedCount: number;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  listUserStatements: {
    parameters: {
      query: {
        /** @description The period (2026-03, 2026-Q1 or 2026). */
        periodId: components['schemas']['PeriodId'];
        planIds?: components['schemas']['Id'][];
        userIds?: components['schemas']['Id'][];
        /** @description Words each found in the first or last name of the statement's user (case-insensitive). */
        search?: string;
        /**
         * @description Only the statements in this state (doc 2 §3 review status values): the engine's error or
         *     warning, or where their review stands.
         */
        statementStatus?: 'error' | 'warning' | 'unreviewed' | 'underReview' | 'reviewed';
        /**
         * @description The period's forecasts instead (doc 2 §Forecasts; VIEW_FORECASTS): the statements that
         *     have one, each with its `forecast`; `total` stays the actual total.
         */
        isForecast?: boolean;
        /** @description Zero-based. */
        page?: number;
        limit?: number;
        sort?: 'user' | 'plan' | 'period' | 'total';
        desc?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of statements. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserStatementPage'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listMyStatements: {
    parameters: {
      query?: {
        /** @description Zero-based. */
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the caller's statements. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserStatementPage'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listPeriodsThatHaveStatements: {
    parameters: {
      query?: {
        /** @description Only the periods holding a forecast the caller may see (VIEW_FORECASTS). */
        isForecast?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The periods (at most 500). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatementPeriod'][];
        };
      };
      default: components['responses']['Error'];
    };
  };
  getStatement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The statement. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Statement'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  reviewStatement: {
    parameters: {
      query?: {
        isNotify?: boolean;
      };
      header?: {
        /** @description The `ETag` the edit was made from (`"<version>"`); a stale one answers 409 and writes nothing. */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        statementId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          workflowAction: 'NEXT' | 'PREVIOUS' | 'RESET' | 'FORCE';
        };
      };
    };
    responses: {
      /** @description The statement's review after the action. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatementReview'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  getStatementForecast: {
    parameters: {
      query?: {
        /** @description With the records of the forecast's displayed tables (false leaves `datasets` empty). */
        withObjectsToDisplay?: boolean;
      };
      header?: never;
      path: {
        statementId: components['schemas']['Id'];
        forecastId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The forecast. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Forecast'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  createStatementAdjustment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          statementId: components['schemas']['Id'];
          amount: components['schemas']['Amount'];
          reason: string;
        };
      };
    };
    responses: {
      /** @description The adjustment, and the calculation enqueued. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdjustmentWrite'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  deleteStatementAdjustment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        adjustmentId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Error'];
    };
  };
  updateStatementAdjustment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        adjustmentId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          amount?: components['schemas']['Amount'];
          reason?: string;
        };
      };
    };
    responses: {
      /** @description The adjustment, and the calculation enqueued (null when only the reason changed). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdjustmentWrite'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  createStatementOverwrite: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          kind: 'rule' | 'kpi';
          token: string;
          value: components['schemas']['OverwriteValue'];
        };
      };
    };
    responses: {
      /** @description The overwrite, and the calculation enqueued. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OverwriteWrite'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  deleteStatementOverwrite: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['schemas']['Id'];
        overwriteId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Error'];
    };
  };
  listStatementDatasetRows: {
    parameters: {
      query?: {
        /** @description Zero-based page. */
        page?: components['schemas']['PageNumber'];
        limit?: number;
        /** @description Keeps the rows whose key or a shown value contains this text (any case). */
        search?: string;
        /** @description The rows of the statement's forecast instead of the statement's own. */
        forecasted?: boolean;
      };
      header?: never;
      path: {
        statementId: components['schemas']['Id'];
        datasetId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page of rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatementDatasetPage'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  createStatementDatasetRow: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['schemas']['Id'];
        datasetId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          recordKey: string;
          reason: components['schemas']['RowEditReason'];
        };
      };
    };
    responses: {
      /** @description The row edit, and the calculation enqueued. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RowEditWrite'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  createStatementDatasetOverwrite: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['schemas']['Id'];
        datasetId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          recordKey: string;
          field: string;
          value: components['schemas']['OverwriteValue'];
        };
      };
    };
    responses: {
      /** @description The overwrite, and the calculation enqueued. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OverwriteWrite'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  deleteStatementDatasetRow: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['schemas']['Id'];
        datasetId: string;
        rowId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: components['schemas']['RowEditReason'];
        };
      };
    };
    responses: {
      /** @description The row edit, and the calculation enqueued. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RowEditWrite'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  deleteStatementRowEdit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['schemas']['Id'];
        rowEditId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed, and the calculation enqueued. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Error'];
    };
  };
  listStatementOverwrites: {
    parameters: {
      query?: {
        periodId?: components['schemas']['PeriodId'];
        planIds?: components['schemas']['Id'][];
        userIds?: components['schemas']['Id'][];
        kind?: 'rule' | 'kpi' | 'field';
        /** @description Zero-based. */
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of overwrites. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OverwritePage'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listStatementRowEdits: {
    parameters: {
      query?: {
        periodId?: components['schemas']['PeriodId'];
        /** @description Zero-based page. */
        page?: components['schemas']['PageNumber'];
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of row edits. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RowEditPage'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listPayments: {
    parameters: {
      query: {
        periodId: components['schemas']['PeriodId'];
        planIds?: components['schemas']['Id'][];
        /** @description Part of the person's name, any case. */
        search?: string;
        /** @description Zero-based. */
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of payments, and the totals of all of them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentPage'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  exportPayments: {
    parameters: {
      query: {
        periodId: components['schemas']['PeriodId'];
        planIds?: components['schemas']['Id'][];
        /** @description Part of the person's name, any case. */
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /**
       * @description UTF-8 with a byte-order mark, one header line: person, email, employeeId (the HRIS
       *     identifier, else the external one), plan, period, currency, achievement, hold,
       *     adjustments, paid, heldBalance, statementId; the last line's person is "Total".
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      default: components['responses']['Error'];
    };
  };
  listStatementVersions: {
    parameters: {
      query?: {
        /** @description Zero-based. */
        page?: number;
        limit?: number;
      };
      header?: never;
      path: {
        statementId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of versions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatementVersionPage'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  compareStatementVersions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['schemas']['Id'];
        fromVersion: number;
        toVersion: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The comparison. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatementVersionComparison'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  getHomeSummary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The summary. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HomeSummary'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  startCalculation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CalculationRequest'];
      };
    };
    responses: {
      /** @description The calculation, PENDING until a worker claims it. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Calculation'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listOngoingCalculations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description At most 100 calculations. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Calculation'][];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listLastCalculations: {
    parameters: {
      query?: {
        /** @description Zero-based. */
        page?: number;
        limit?: number;
        /** @description Only the calculations that ended ERROR or INCOMPLETE. */
        filterErrors?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of calculations. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CalculationPage'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  operateCalculation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        calculationId: components['schemas']['Id'];
        operation: 'stop' | 'forcestop';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The calculation after the operation. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Calculation'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listPlans: {
    parameters: {
      query?: {
        /** @description Only plans assigning one of these users (at any date, or during `periodId`). */
        userIds?: components['schemas']['Id'][];
        planIds?: components['schemas']['Id'][];
        /** @description Only plans with an assignment effective during this period (2026-03, 2026-Q1 or 2026). */
        periodId?: components['schemas']['PeriodId'];
        /** @description Only archived (true) or only active (false) plans; both when absent. */
        archived?: boolean;
        search?: string;
        /** @description From 0. */
        page?: components['parameters']['Page'];
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of plans. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanPage'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  createPlan: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: components['schemas']['PlanName'];
          frequency: components['schemas']['PlanFrequency'];
        };
      };
    };
    responses: {
      /** @description The new plan. */
      201: {
        headers: {
          ETag: components['headers']['ETag-2'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Plan'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  importPlan: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          definition: components['schemas']['PlanDefinitionText'];
        };
      };
    };
    responses: {
      /** @description The new plan. */
      201: {
        headers: {
          ETag: components['headers']['ETag-2'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Plan'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  getPlan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planId: components['parameters']['PlanId-2'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The plan. */
      200: {
        headers: {
          ETag: components['headers']['ETag-2'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Plan'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  deletePlan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planId: components['parameters']['PlanId-2'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Error'];
    };
  };
  updatePlan: {
    parameters: {
      query?: never;
      header?: {
        /** @description The `ETag` the edit was made from (`"<version>"`); a stale one answers 409 and writes nothing. */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        planId: components['parameters']['PlanId-2'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: components['schemas']['PlanName'];
          frequency?: components['schemas']['PlanFrequency'];
        };
      };
    };
    responses: {
      /** @description The updated plan. */
      200: {
        headers: {
          ETag: components['headers']['ETag-2'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Plan'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  setPlanVisibility: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planId: components['parameters']['PlanId-2'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          visibility: 'live' | 'hidden';
        };
      };
    };
    responses: {
      /** @description The plan. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Plan'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  setPlanForecastingConfiguration: {
    parameters: {
      query?: never;
      header?: {
        /** @description The `ETag` the edit was made from (`"<version>"`); a stale one answers 409 and writes nothing. */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        planId: components['parameters']['PlanId-2'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          enabled?: boolean;
          formulas?: {
            [key: string]: string | null;
          };
        };
      };
    };
    responses: {
      /** @description The plan. */
      200: {
        headers: {
          ETag: components['headers']['ETag-2'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Plan'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  previewPlanRule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          definition: components['schemas']['PlanDefinitionText'];
          /** @description The rule's machine name. */
          ruleId: string;
          userId: components['schemas']['Id'];
          periodId: components['schemas']['PeriodId'];
          /**
           * @description The rule's forecast instead of its actual figure: the draft calculated with its forecast formulas (`plan.forecasting.formulas`), as the forecast designer shows it. 422 on `forecast` when the draft does not forecast.
           * @default false
           */
          forecast?: boolean;
        };
      };
    };
    responses: {
      /** @description The rule's figure for that user and period. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RulePreview'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  archivePlan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planId: components['parameters']['PlanId-2'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          archived: boolean;
          assignmentsEffectiveAsOf?: components['schemas']['OptionalDate'];
          assignmentsEffectiveUntil?: components['schemas']['OptionalDate'];
        };
      };
    };
    responses: {
      /** @description The plan. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Plan'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  duplicatePlan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planId: components['parameters']['PlanId-2'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The plan to copy, as in the path (ignored otherwise). */
          planId?: components['schemas']['Id'];
          newPlanName: components['schemas']['PlanName'];
          /** @default false */
          shouldImportAssignments?: boolean;
          assignmentsEffectiveAsOf?: components['schemas']['OptionalDate'];
          assignmentsEffectiveUntil?: components['schemas']['OptionalDate'];
        };
      };
    };
    responses: {
      /** @description The copy. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Plan'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  getPlanDefinition: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planId: components['parameters']['PlanId-2'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The definition and the version it is at (also the `ETag`). */
      200: {
        headers: {
          ETag: components['headers']['ETag-2'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanDefinitionDocument'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  replacePlanDefinition: {
    parameters: {
      query?: never;
      header?: {
        /** @description The `ETag` the edit was made from (`"<version>"`); a stale one answers 409 and writes nothing. */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        planId: components['parameters']['PlanId-2'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          definition: components['schemas']['PlanDefinitionText'];
        };
      };
    };
    responses: {
      /** @description The saved definition. */
      200: {
        headers: {
          ETag: components['headers']['ETag-2'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanDefinitionDocument'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listPlanVersions: {
    parameters: {
      query?: {
        /** @description From 0. */
        page?: components['parameters']['Page'];
        limit?: number;
      };
      header?: never;
      path: {
        planId: components['parameters']['PlanId-2'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of versions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanVersionPage'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  comparePlanVersions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planId: components['parameters']['PlanId-2'];
        fromVersion: number;
        toVersion: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The differences. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanVersionComparison'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  restorePlanVersion: {
    parameters: {
      query?: never;
      header?: {
        /** @description The `ETag` the edit was made from (`"<version>"`); a stale one answers 409 and writes nothing. */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        planId: components['parameters']['PlanId-2'];
        version: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The saved definition. */
      200: {
        headers: {
          ETag: components['headers']['ETag-2'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanDefinitionDocument'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listPlanAssignments: {
    parameters: {
      query?: {
        status?: 'ACTIVE' | 'FUTURE' | 'EXPIRED' | 'ALL';
        search?: string;
        /** @description From 0. */
        page?: components['parameters']['Page'];
        limit?: number;
      };
      header?: never;
      path: {
        planId: components['parameters']['PlanId-2'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of assignments. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanAssignmentPage'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  createPlanAssignments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planId: components['parameters']['PlanId-2'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          assignments: {
            userId: components['schemas']['Id'];
            effectiveAsOf: components['schemas']['Date'];
            effectiveUntil?: components['schemas']['OptionalDate'];
            parameters?: components['schemas']['AssignmentParameters'];
          }[];
        };
      };
    };
    responses: {
      /** @description The new assignments. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['PlanAssignment'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  deletePlanAssignment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planId: components['parameters']['PlanId-2'];
        planAssignmentId: components['parameters']['PlanAssignmentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Error'];
    };
  };
  updatePlanAssignment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planId: components['parameters']['PlanId-2'];
        planAssignmentId: components['parameters']['PlanAssignmentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          effectiveAsOf?: components['schemas']['Date'];
          effectiveUntil?: components['schemas']['OptionalDate'];
          parameters?: components['schemas']['AssignmentParameters'];
        };
      };
    };
    responses: {
      /** @description The assignment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanAssignment'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  createEmbedToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          widget: components['schemas']['EmbedWidget'];
          userId?: number;
          /** Format: email */
          email?: string;
          externalId?: string;
          /** @description The statement widget shows this statement (of that user) instead of the latest. */
          statementId?: number;
          /** @description The host page's origin (e.g. `https://crm.example.com`), one of the company's embed origins. */
          origin?: string;
        };
      };
    };
    responses: {
      /** @description The token (shown once; only its hash is kept). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmbedToken'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  connectEmbedFrame: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          widget: components['schemas']['EmbedWidget'];
          /** @description The origin of the page that frames `/auth/iframe`, one of the company's embed origins. */
          origin: string;
        };
      };
    };
    responses: {
      /** @description The token (shown once; only its hash is kept). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmbedToken'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  createEmbedSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          /** @description The origin of the host page that handed the token over (the frame's `event.origin`). */
          origin?: string;
        };
      };
    };
    responses: {
      /** @description The frame's session. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accessToken: string;
            expiresIn: number;
            /** Format: date-time */
            expiresAt: string;
            widget: components['schemas']['EmbedWidget'];
            userId: number;
            statementId: number | null;
            language: string;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  listAuditEvents: {
    parameters: {
      query?: {
        area?: components['parameters']['Area'];
        /** @description Only the changes made by this person (as themselves or while impersonating). */
        actorUserId?: components['parameters']['ActorUserId'];
        /** @description The first day included (UTC). */
        from?: components['parameters']['From'];
        /** @description The last day included (UTC). */
        to?: components['parameters']['To'];
        /** @description Words found in what was changed (its name) or in the action. */
        search?: components['parameters']['Search'];
        /** @description Zero-based. */
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of events. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditEventPage'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  exportAuditEvents: {
    parameters: {
      query?: {
        area?: components['parameters']['Area'];
        /** @description Only the changes made by this person (as themselves or while impersonating). */
        actorUserId?: components['parameters']['ActorUserId'];
        /** @description The first day included (UTC). */
        from?: components['parameters']['From'];
        /** @description The last day included (UTC). */
        to?: components['parameters']['To'];
        /** @description Words found in what was changed (its name) or in the action. */
        search?: components['parameters']['Search'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /**
       * @description UTF-8 with a byte-order mark (spreadsheets then read accents right), one header line:
       *     occurredAt, area, action, actor, actorEmail, apiKey, impersonatedBy, targetType,
       *     targetId, target, details (JSON).
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      default: components['responses']['Error'];
    };
  };
  listStatementThreads: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['parameters']['StatementId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The statement's threads (at most 100, the most recent). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['StatementThread'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  createStatementThread: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['parameters']['StatementId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          content: components['schemas']['MessageContent'];
          ruleId?: string | null;
          externalId?: string | null;
        };
      };
    };
    responses: {
      /** @description The thread. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatementThread'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listUsersAllowedToViewThreads: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['parameters']['StatementId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The people. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['ThreadUser'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  listThreadMessages: {
    parameters: {
      query?: {
        /** @description From 1. */
        page?: number;
        limit?: number;
      };
      header?: never;
      path: {
        statementId: components['parameters']['StatementId'];
        threadId: components['parameters']['ThreadId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of messages. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['ThreadMessage'][];
            totalItems: number;
            currentPage: number;
            pageCount: number;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  createThreadMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['parameters']['StatementId'];
        threadId: components['parameters']['ThreadId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MessageInput'];
      };
    };
    responses: {
      /** @description The message. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ThreadMessage'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  deleteThreadMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['parameters']['StatementId'];
        threadId: components['parameters']['ThreadId'];
        messageId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Error'];
    };
  };
  updateThreadMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        statementId: components['parameters']['StatementId'];
        threadId: components['parameters']['ThreadId'];
        messageId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MessageInput'];
      };
    };
    responses: {
      /** @description The message. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ThreadMessage'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listThreads: {
    parameters: {
      query?: {
        /** @description OPEN (not reviewed), REVIEWED, or both when absent. */
        status?: 'OPEN' | 'REVIEWED';
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
      /** @description A page of threads. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['StatementThread'][];
            totalItems: number;
            currentPage: number;
            pageCount: number;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  reviewThreads: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          statementThreadIds: components['schemas']['Id'][];
        };
      };
    };
    responses: {
      /** @description What was reviewed and what was not. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            reviewed: number[];
            failed: {
              statementThreadId: number;
              message: string;
            }[];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  explainStatementRule: {
    parameters: {
      query?: {
        /** @description Zero-based page of the records. */
        page?: components['schemas']['PageNumber'];
        limit?: number;
        /** @description Keeps the records whose key or a shown value contains this text. */
        search?: string;
      };
      header?: never;
      path: {
        statementId: components['schemas']['Id'];
        /** @description The rule's machine name (as in /statements/{id}/rule/{ruleId}). */
        ruleId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The explanation. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RuleExplanation'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  explainStatementKpi: {
    parameters: {
      query?: {
        /** @description Zero-based page of the records. */
        page?: components['schemas']['PageNumber'];
        limit?: number;
        /** @description Keeps the records whose key or a shown value contains this text. */
        search?: string;
      };
      header?: never;
      path: {
        statementId: components['schemas']['Id'];
        /** @description The KPI's machine name (as in the statement's `kpis`). */
        kpiId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The explanation. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KpiExplanation'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listPlanAgreements: {
    parameters: {
      query?: {
        status?: components['schemas']['PlanAgreementTemplateStatus'];
        /** @description From 0. */
        page?: components['parameters']['Page'];
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of agreements (without their assignments). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['PlanAgreementSummary'][];
            totalItems: number;
            currentPage: number;
            pageCount: number;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  createPlanAgreement: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: components['schemas']['PlanAgreementName'];
          year: components['schemas']['PlanAgreementYear'];
          planId: components['schemas']['Id'];
          confirmationMethod?: components['schemas']['ConfirmationMethod'];
          template?: components['schemas']['PlanAgreementTemplate'];
        };
      };
    };
    responses: {
      /** @description The draft. */
      201: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanAgreement'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  listPlanAgreementPlaceholders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The placeholders and the default template. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** @description As written in a template, without braces (`user.fullName`, `#rules`). */
              name: string;
              description: string;
              /** @description A section repeats the text between `{{#name}}` and `{{/name}}`. */
              section: boolean;
            }[];
            defaultTemplate: components['schemas']['PlanAgreementTemplate'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getPlanAgreement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The agreement. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanAgreement'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  deletePlanAgreement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Error'];
    };
  };
  updatePlanAgreement: {
    parameters: {
      query?: never;
      header?: {
        /** @description The `ETag` the edit was made from (`"<version>"`); a stale one answers 409 and writes nothing. */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: components['schemas']['PlanAgreementName'];
          year?: components['schemas']['PlanAgreementYear'];
          planId?: components['schemas']['Id'];
          confirmationMethod?: components['schemas']['ConfirmationMethod'];
          template?: components['schemas']['PlanAgreementTemplate'];
        };
      };
    };
    responses: {
      /** @description The agreement. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanAgreement'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  refreshPlanAgreementTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The agreement. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanAgreement'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  finalizePlanAgreement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The agreement. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanAgreement'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  archivePlanAgreement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The agreement. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanAgreement'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  sendPlanAgreements: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          assignmentIds?: components['schemas']['Id'][];
        };
      };
    };
    responses: {
      /** @description What was sent and what was not. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            sent: components['schemas']['Id'][];
            failed: {
              assignmentId: components['schemas']['Id'];
              message: string;
            }[];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  downloadPlanAgreementDocuments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The ZIP file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': string;
        };
      };
      default: components['responses']['Error'];
    };
  };
  previewPlanAgreement: {
    parameters: {
      query?: {
        userId?: components['schemas']['Id'];
        format?: components['parameters']['DocumentFormat'];
      };
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanAgreementDocument'];
          'application/pdf': string;
        };
      };
      default: components['responses']['Error'];
    };
  };
  addPlanAgreementAssignments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          userIds: components['schemas']['Id'][];
        };
      };
    };
    responses: {
      /** @description The agreement. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanAgreement'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  getPlanAgreementAssignment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
        assignmentId: components['parameters']['AssignmentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The assignment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanAgreementAssignmentView'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  deletePlanAgreementAssignment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
        assignmentId: components['parameters']['AssignmentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Error'];
    };
  };
  downloadPlanAgreementDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
        assignmentId: components['parameters']['AssignmentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      default: components['responses']['Error'];
    };
  };
  regeneratePlanAgreementAssignment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
        assignmentId: components['parameters']['AssignmentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The assignment, awaiting generation. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanAgreementAssignment'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  confirmPlanAgreementAssignment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
        assignmentId: components['parameters']['AssignmentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The assignment, confirmed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanAgreementAssignment'];
        };
      };
      default: components['responses']['Error'];
    };
  };
  downloadPlanAgreementConfirmation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
        assignmentId: components['parameters']['AssignmentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      default: components['responses']['Error'];
    };
  };
  uploadPlanAgreementConfirmation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        planAgreementId: components['parameters']['PlanAgreementId'];
        assignmentId: components['parameters']['AssignmentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/pdf': string;
      };
    };
    responses: {
      /** @description The assignment, confirmed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanAgreementAssignment'];
        };
      };
      default: components['responses']['Error'];
    };
  };
}
