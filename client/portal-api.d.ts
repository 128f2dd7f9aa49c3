// The portal API’s types for TypeScript clients, generated from client/openapi.json by
// `npm run api:describe` (openapi-typescript). Do not edit: regenerate.
export interface paths {
  '/api/afr-rate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every year that has an AFR table.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getAfrRate'];
    put?: never;
    /**
     * Saves a year’s twelve monthly rates together.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    post: operations['postAfrRate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/afr-rate/account-receivable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A division’s accounts receivable over a period, with totals.
     * @description **Roles:** Admin, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    post: operations['postAfrRateAccountReceivable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/afr-rate/download-csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The division report as CSV, in the language `lang` asks for.
     * @description **Roles:** Admin, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    post: operations['postAfrRateDownloadCsv'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/afr-rate/download-pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The division report as PDF, in the language `lang` asks for.
     * @description **Roles:** Admin, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    post: operations['postAfrRateDownloadPdf'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/afr-rate/entry/{year}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A year’s twelve monthly AFR rates (rates null for a year without a table).
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getAfrRateEntryByYear'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/afr-rate/participant-receivable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A participant’s receivable year: month-end balances, rates and each policy’s share.
     * @description **Roles:** Admin, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    post: operations['postAfrRateParticipantReceivable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/afr-rate/participants/{divisionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The participants of a division, for the receivables report.
     * @description **Roles:** Admin, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    get: operations['getAfrRateParticipantsByDivisionId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Signs in: answers the access token (15 minutes), the refresh token and the user.
     * @description Five failed attempts in a row lock the account for 15 minutes. A wrong password and an unknown e-mail get the same answer.
     *
     *     **Access:** public, no token needed.
     */
    post: operations['postAuthLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Signs out: ends the session of the token.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee (any signed-in user).
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    post: operations['postAuthLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/refresh-token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchanges a refresh token (used once) for new tokens.
     * @description **Access:** public, no token needed.
     */
    post: operations['postAuthRefreshToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/carriers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The carriers, searched, filtered, sorted and paged.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getCarriers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/carriers/{carrierId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A carrier with its contacts, investment options and products.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getCarriersByCarrierId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/carriers/{carrierId}/bank-account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A carrier’s full bank account number (audited).
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getCarriersByCarrierIdBankAccount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/carriers/carrier-documents/{clientId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The documents of the carriers a participant holds policies with.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getCarriersCarrierDocumentsByClientId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/carriers/save-carrier': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Creates or updates a carrier with its contacts, investment options and products.
     * @description Options or products left out are removed; removing ones that policies use answers 409 unless `confirmRemovals` is true.
     *
     *     **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    post: operations['postCarriersSaveCarrier'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/clients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The participants in scope, searched, filtered, sorted and paged.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getClients'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/clients/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A participant.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getClientsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/clients/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every participant the list’s filters select, as CSV (no paging).
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getClientsExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller’s work queue (staff) or the figures of their own plan (Employee).
     * @description Staff get counts of what waits for them, each the total of a list they may open with the filter that shows exactly those records: an Admin the unpublished and failed (last 7 days) import files, the policies policy health flags, the AFR months missing for this year and the last, the invitations not accepted after 7 days, the documents uploaded in the last 7 days, the participants without a policy and the latest changes of the audit trail; a Producer and an Employer Admin, within their organizations, the participants without a policy, the documents they have not opened yet and the stale invitations, plus the flagged policies (Producer) or the receivable of each division from January 1 to today (Employer Admin).
     *
     *     **Roles:** Admin, Producer, EmployerAdmin, Employee (any signed-in user).
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/divisions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The divisions (plans) in scope, searched, sorted and paged.
     * @description **Roles:** Admin, Producer, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    get: operations['getDivisions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/divisions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One division (plan) in scope, as its list row.
     * @description **Roles:** Admin, Producer, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    get: operations['getDivisionsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/divisions/employer_admin/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The divisions of an employer admin’s employers.
     * @description **Roles:** Admin, Producer, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    get: operations['getDivisionsEmployerAdminById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/divisions/save-division': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Creates (no id) or updates one division (plan) of an employer.
     * @description Editing a plan is editing its organization. The name is unique within the employer; a division keeps its employer; producers or employer admins left out stay as they are.
     *
     *     **Roles:** Admin, Producer. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     */
    post: operations['postDivisionsSaveDivision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every document in the caller’s scope, searched, filtered, sorted and paged.
     * @description SearchText matches the document name; Ids[], DocumentType, ModifiedSince (uploaded on or after the day) and Unread (not yet opened or downloaded by the caller) narrow the list. Newest first unless sorted.
     *
     *     **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getDocuments'];
    put?: never;
    /**
     * Uploads a client, plan or policy document (multipart, at most 50 MiB).
     * @description **Roles:** Admin, Producer, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    post: operations['postDocuments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One document in the caller’s scope, as its list row.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getDocumentsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/carrier/{carrierId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A carrier’s own documents.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getDocumentsCarrierByCarrierId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/client-documents/{clientId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A participant’s client documents.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getDocumentsClientDocumentsByClientId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/delete-document/{fileName}': {
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
     * Deletes a document named by file name and type (plus an id when ambiguous).
     * @description **Roles:** Admin, Producer, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    delete: operations['deleteDocumentsDeleteDocumentByFileName'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/download-pdf/{fileName}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Downloads a document (ranges answer 206; `inline=true` for a browser tab).
     * @description Records that the caller has read the document (the Unread filter of the list).
     *
     *     **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    post: operations['postDocumentsDownloadPdfByFileName'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/plant-documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A division’s plan documents (by `divisionId`, or the participant’s by `clientId`).
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getDocumentsPlantDocuments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/policy-documents/{clientId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The policy documents of a participant’s policies.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getDocumentsPolicyDocumentsByClientId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/employers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The employers (organizations) in scope, searched, sorted and paged.
     * @description **Roles:** Admin, Producer. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     */
    get: operations['getEmployers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/employers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An employer with its divisions and contacts.
     * @description **Roles:** Admin, Producer, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    get: operations['getEmployersById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/employers/employer_admin/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The employers of an employer admin (by employer-admin id), with their divisions.
     * @description **Roles:** Admin, Producer, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    get: operations['getEmployersEmployerAdminById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/employers/producer_id/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The employers a producer serves, with their divisions.
     * @description **Roles:** Admin, Producer. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     */
    get: operations['getEmployersProducerIdById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/employers/save-employer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Creates or updates an employer with its divisions, producers, employer admins and contacts.
     * @description **Roles:** Admin, Producer. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     */
    post: operations['postEmployersSaveEmployer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/examples/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every employee as CSV (id, names, e-mail, employer, plan, status).
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getExamplesCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/examples/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sends an e-mail: into the outbox (and data/outbox/) without SMTP, as invitations.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    post: operations['postExamplesEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/examples/employee': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Saves an employee record’s personal fields (names, phone, date of birth).
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    post: operations['postExamplesEmployee'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/examples/employee/{employeeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An employee record (a participant with their user’s fields).
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getExamplesEmployeeByEmployeeId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/examples/findemployees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Searches the employees by name or e-mail, optionally within one employer, paged.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    post: operations['postExamplesFindemployees'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/examples/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An employee’s record as a generated PDF, in the language `lang` asks for.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    post: operations['postExamplesPdf'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/examples/storepicks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Spec 3’s named records with nested store and documents: each division of the data.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getExamplesStorepicks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Uploads a carrier’s values file and starts its import (answers the progress id).
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    post: operations['postFiles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files/delete-file-transaction/{fileName}': {
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
     * Deletes an unpublished imported file and its rows.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    delete: operations['deleteFilesDeleteFileTransactionByFileName'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files/failed-imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The imports that failed on or after a day, with why (nothing of them was kept).
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getFilesFailedImports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files/get-file-info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The imported files, newest first.
     * @description FileStatus (UnPublished, Processing, Published) keeps the files in that state.
     *
     *     **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getFilesGetFileInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files/progress/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The progress of a running import.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getFilesProgressById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files/publish-files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publishes imported files: their rows start to count.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    post: operations['postFilesPublishFiles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files/review/{fileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An imported file’s rows beside the stored values, for review before publishing.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getFilesReviewByFileId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files/upload-file-transaction': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Uploads a carrier’s transactions file and starts its import.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    post: operations['postFilesUploadFileTransaction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether the server and its database answer.
     * @description **Access:** public, no token needed.
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
  '/api/history/afr-rates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the history of one of the afr-rates: who changed which fields, when.
     * @description Newest first; each change names the field with its value before and after, and the names of the records the values refer to come with the page.
     *
     *     **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getHistoryAfrRatesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/history/afr-rates/{id}/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The history of one of the afr-rates as CSV, in the language lang asks for.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getHistoryAfrRatesByIdCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/history/carriers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the history of one of the carriers: who changed which fields, when.
     * @description Newest first; each change names the field with its value before and after, and the names of the records the values refer to come with the page.
     *
     *     **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getHistoryCarriersById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/history/carriers/{id}/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The history of one of the carriers as CSV, in the language lang asks for.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getHistoryCarriersByIdCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/history/divisions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the history of one of the divisions: who changed which fields, when.
     * @description Newest first; each change names the field with its value before and after, and the names of the records the values refer to come with the page.
     *
     *     **Roles:** Admin, Producer, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    get: operations['getHistoryDivisionsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/history/divisions/{id}/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The history of one of the divisions as CSV, in the language lang asks for.
     * @description **Roles:** Admin, Producer, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    get: operations['getHistoryDivisionsByIdCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/history/documents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the history of one of the documents: who changed which fields, when.
     * @description Newest first; each change names the field with its value before and after, and the names of the records the values refer to come with the page.
     *
     *     **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getHistoryDocumentsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/history/documents/{id}/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The history of one of the documents as CSV, in the language lang asks for.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getHistoryDocumentsByIdCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/history/import-files/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the history of one of the import-files: who changed which fields, when.
     * @description Newest first; each change names the field with its value before and after, and the names of the records the values refer to come with the page.
     *
     *     **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getHistoryImportFilesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/history/import-files/{id}/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The history of one of the import-files as CSV, in the language lang asks for.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getHistoryImportFilesByIdCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/history/investments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the history of one of the investments: who changed which fields, when.
     * @description Newest first; each change names the field with its value before and after, and the names of the records the values refer to come with the page.
     *
     *     **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getHistoryInvestmentsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/history/investments/{id}/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The history of one of the investments as CSV, in the language lang asks for.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getHistoryInvestmentsByIdCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/history/organizations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the history of one of the organizations: who changed which fields, when.
     * @description Newest first; each change names the field with its value before and after, and the names of the records the values refer to come with the page.
     *
     *     **Roles:** Admin, Producer, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    get: operations['getHistoryOrganizationsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/history/organizations/{id}/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The history of one of the organizations as CSV, in the language lang asks for.
     * @description **Roles:** Admin, Producer, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    get: operations['getHistoryOrganizationsByIdCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/history/policies/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the history of one of the policies: who changed which fields, when.
     * @description Newest first; each change names the field with its value before and after, and the names of the records the values refer to come with the page.
     *
     *     **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getHistoryPoliciesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/history/policies/{id}/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The history of one of the policies as CSV, in the language lang asks for.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getHistoryPoliciesByIdCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/history/products/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the history of one of the products: who changed which fields, when.
     * @description Newest first; each change names the field with its value before and after, and the names of the records the values refer to come with the page.
     *
     *     **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getHistoryProductsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/history/products/{id}/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The history of one of the products as CSV, in the language lang asks for.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getHistoryProductsByIdCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/history/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the history of one of the users: who changed which fields, when.
     * @description Newest first; each change names the field with its value before and after, and the names of the records the values refer to come with the page.
     *
     *     **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getHistoryUsersById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/history/users/{id}/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The history of one of the users as CSV, in the language lang asks for.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getHistoryUsersByIdCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/investments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every carrier’s investment options, searched, filtered, sorted and paged.
     * @description SearchText matches the option’s or its carrier’s name; Ids[] and CarrierIds[] narrow the list. A row is the option detail without its allocations.
     *
     *     **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getInvestments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/investments/{carrierId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A carrier’s investment options.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getInvestmentsByCarrierId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/investments/get-investment-detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An investment option with its allocations.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getInvestmentsGetInvestmentDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/investments/save-investment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Creates (no id) or updates one investment option of a carrier.
     * @description Creating needs the investments create permission. The name is unique within the carrier; an option keeps its carrier.
     *
     *     **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    post: operations['postInvestmentsSaveInvestment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/models': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The list-query models of spec 3: each list query as JSON Schema, with its sort keys.
     * @description carrierQuery (GET /api/carriers), employerQuery (GET /api/employers) and userListArgs (GET /api/users, POST /api/users/get-user): the fields a list call takes (searchText, sortCriteria, pageSize, pageNumber, and the user list’s emailAddress, isActive, role and isDeleted) and the keys each list sorts by.
     *
     *     **Roles:** Admin, Producer, EmployerAdmin, Employee (any signed-in user).
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getModels'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * This description: every call, its parameters, bodies, responses and errors.
     * @description Public, like the docs page (/api/docs) that reads it: it names the calls and the roles each needs, never data.
     *
     *     **Access:** public, no token needed.
     */
    get: operations['getOpenapiJson'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/policies/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A policy with its figures, exchange chain, beneficiaries and allocations.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getPoliciesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/policies/{id}/accumulated-values': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A policy’s stored valuation rows, paged.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getPoliciesByIdAccumulatedValues'];
    put?: never;
    /**
     * Enters a valuation row by hand (unpublished by default).
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    post: operations['postPoliciesByIdAccumulatedValues'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/policies/{id}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A policy’s change history.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getPoliciesByIdChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/policies/{id}/exchange': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A 1035 exchange: the policy becomes Exchanged and the new one takes over.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    post: operations['postPoliciesByIdExchange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/policies/{id}/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A policy’s stored transaction rows, paged.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getPoliciesByIdTransactions'];
    put?: never;
    /**
     * Enters a transaction row by hand (unpublished by default).
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    post: operations['postPoliciesByIdTransactions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/policies/accumulated-last-valuation-date/{clientId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The latest accumulated-value date of a participant’s policies.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getPoliciesAccumulatedLastValuationDateByClientId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/policies/delete-accumulated-value': {
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
     * Deletes one valuation row (`?id=`) with the values of its date.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    delete: operations['deletePoliciesDeleteAccumulatedValue'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/policies/delete-multi-accumulated-value': {
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
     * Deletes several valuation rows (`{ ids }`): all or none.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    delete: operations['deletePoliciesDeleteMultiAccumulatedValue'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/policies/delete-multi-plan-contribution': {
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
     * Deletes several transaction rows (`{ ids }`): all or none.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    delete: operations['deletePoliciesDeleteMultiPlanContribution'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/policies/delete-plan-contribution': {
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
     * Deletes one transaction row (`?id=`).
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    delete: operations['deletePoliciesDeletePlanContribution'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/policies/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The active policies that need attention, with their flags.
     * @description **Roles:** Admin, Producer. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     */
    get: operations['getPoliciesHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/policies/history-points/{month}/{year}/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A policy’s history point at a month end.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getPoliciesHistoryPointsByMonthByYearById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/policies/save-policy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Creates or updates a policy with its beneficiaries and allocations.
     * @description **Roles:** Admin, Producer, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    post: operations['postPoliciesSavePolicy'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/policy-history/{policyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A policy’s stored rows, each with the file it came from.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getPolicyHistoryByPolicyId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/producers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The producers in scope, searched, sorted and paged.
     * @description **Roles:** Admin, Producer, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    get: operations['getProducers'];
    put?: never;
    /**
     * Creates (and invites) or updates a producer.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    post: operations['postProducers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/producers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A producer.
     * @description **Roles:** Admin, Producer, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    get: operations['getProducersById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/producers/get-actived-producers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The active producers (full rows for an Admin, id and name for others).
     * @description **Roles:** Admin, Producer. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     */
    get: operations['getProducersGetActivedProducers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every carrier’s products, searched, filtered, sorted and paged.
     * @description SearchText matches the product’s or its carrier’s name; Ids[] and CarrierIds[] narrow the list. A row has the shape of the product detail.
     *
     *     **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/{carrierId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A carrier’s products.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getProductsByCarrierId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/get-product-detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A product.
     * @description **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    get: operations['getProductsGetProductDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/save-product': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Creates (no id) or updates one product of a carrier.
     * @description Creating needs the products create permission. The name is unique within the carrier; a product keeps its carrier.
     *
     *     **Roles:** Admin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     */
    post: operations['postProductsSaveProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/saved-views': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller’s own saved views, of one list or of all, by name.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee (any signed-in user).
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getSavedViews'];
    put?: never;
    /**
     * Saves a list’s filters, sort, page size and hidden columns under a new name.
     * @description The name is required, at most 80 characters and unique among the caller’s views of that list; filters, sort key and columns must be the list’s own; a person keeps at most 50 views (409 beyond).
     *
     *     **Roles:** Admin, Producer, EmployerAdmin, Employee (any signed-in user).
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    post: operations['postSavedViews'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/saved-views/{id}': {
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
     * Deletes one of the caller’s saved views; its share link stops working.
     * @description Only the caller’s own views: another person’s view is 404 here.
     *
     *     **Roles:** Admin, Producer, EmployerAdmin, Employee (any signed-in user).
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    delete: operations['deleteSavedViewsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/saved-views/{id}/rename': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Renames one of the caller’s saved views.
     * @description Only the caller’s own views: another person’s view is 404 here.
     *
     *     **Roles:** Admin, Producer, EmployerAdmin, Employee (any signed-in user).
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    post: operations['postSavedViewsByIdRename'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/saved-views/shared/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A saved view read through its share link.
     * @description Anyone signed in whose role may open the view’s list; otherwise, or for an unknown token, 404. It says what the view restores, never whose it is; the list it restores is scoped to the reader.
     *
     *     **Roles:** Admin, Producer, EmployerAdmin, Employee (any signed-in user).
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getSavedViewsSharedByToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The users in the caller’s scope, searched, filtered, sorted and paged.
     * @description InvitationOverdue=true keeps the users whose latest invitation expired (7 days) unaccepted; WithoutPolicy=true the participants who hold no policy.
     *
     *     **Roles:** Admin, Producer, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    get: operations['getUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A user’s full record.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getUsersByUserId'];
    put?: never;
    /**
     * Resends the invitation of a user who has not set a password yet.
     * @description **Roles:** Admin, Producer, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    post: operations['postUsersByUserId'];
    /**
     * Deletes a user (soft: a deletion record, the data stays).
     * @description **Roles:** Admin, Producer, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    delete: operations['deleteUsersByUserId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{userId}/toggle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Activates or deactivates a user; a producer serving organizations hands them over.
     * @description **Roles:** Admin, Producer, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    post: operations['postUsersByUserIdToggle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{userId}/validate-token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Checks the token of an invitation or reset link before the password form opens.
     * @description **Access:** public, no token needed.
     */
    post: operations['postUsersByUserIdValidateToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/accummulated-history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The accumulated value history of a participant over a period, paged.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getUsersAccummulatedHistory'];
    put?: never;
    /**
     * The accumulated value history with the filters in the body.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    post: operations['postUsersAccummulatedHistory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/accummulated-history/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The accumulated value history as CSV.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getUsersAccummulatedHistoryCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sends a password-reset link when the address belongs to a user (same answer either way).
     * @description **Access:** public, no token needed.
     */
    post: operations['postUsersForgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/get-user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The user list with its query in the body (the query string is read too).
     * @description **Roles:** Admin, Producer, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    post: operations['postUsersGetUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/plant-contributions/{time}/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A participant’s carriers, policies and both histories over a period.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    post: operations['postUsersPlantContributionsByTimeByUserId'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/plant-history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The plan contributions of a participant over a period, paged, with totals per type.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getUsersPlantHistory'];
    put?: never;
    /**
     * The plan contributions with the filters in the body.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    post: operations['postUsersPlantHistory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/plant-history/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The plan contributions as CSV.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getUsersPlantHistoryCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/save-user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Creates (no id: the user is invited by e-mail) or updates a user.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    post: operations['postUsersSaveUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/send-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Sends the invitation or password link again to a user in scope, by e-mail address.
     * @description **Roles:** Admin, Producer, EmployerAdmin. Any other role gets 403.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     */
    get: operations['getUsersSendEmail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/set-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sets a password with the token of an invitation or reset link.
     * @description **Access:** public, no token needed.
     */
    post: operations['postUsersSetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/statement/{year}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The yearly statement of a participant (an Employee’s own unless staff name `userId`).
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getUsersStatementByYear'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/statement/{year}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The yearly statement as PDF, in the language `lang` asks for.
     * @description **Roles:** Admin, Producer, EmployerAdmin, Employee.
     *
     *     **Scope (DESIGN 5.1):** records outside the caller’s scope answer 404 and lists hold only the scope:
     *     - Admin: everything.
     *     - Producer: the employers they produce for, and those employers’ divisions, participants, policies, documents, employer admins and employee users.
     *     - EmployerAdmin: their employers’ divisions, participants, policies, receivables, and the users of those divisions.
     *     - Employee: their own user, participant record, policies, history, statements, their client documents, the plan documents of their division and the policy documents of their policies.
     */
    get: operations['getUsersStatementByYearPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/version': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What is running: product, company, version and build.
     * @description **Access:** public, no token needed.
     */
    get: operations['getVersion'];
    put?: never;
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
    /** @description POST /api/afr-rate/account-receivable: spec 3's response plus the totals of its rows. */
    AccountReceivableReport: {
      divisionId: number;
      divisionName: string;
      employerId: number;
      employerName: string;
      endAt: components['schemas']['Day'];
      receivables: components['schemas']['AccountReceivableRow'][];
      startAt: components['schemas']['Day'];
      total: components['schemas']['ReceivableAmounts'];
    };
    /** @description Spec 3's account receivable row: one participant over the period. */
    AccountReceivableRow: {
      cummulativePreniumPaidInPeriod: components['schemas']['Money'];
      interestAccuredInPeriod: components['schemas']['Money'];
      participant: string;
      participantId: number;
      receivableAsEnd: components['schemas']['Money'];
      receivableAsStart: components['schemas']['Money'];
      /** @description Repaid by surrenders and maturities dated in the period: end = start + premiums + interest − repaid. */
      repaidInPeriod: components['schemas']['Money'];
      totalReceivableAccruedInPeriod: components['schemas']['Money'];
    };
    AccumulatedHistoryPage: components['schemas']['PagedResult<AccumulatedHistoryRow>'];
    AccumulatedHistoryRow: {
      accumulatedValue: components['schemas']['Money'] | null;
      accumulatedValueId: number | null;
      carrierId: number;
      carrierName: string;
      id: number;
      loanBalance: components['schemas']['Money'] | null;
      loanBalanceId: number | null;
      policyId: number;
      policyNumber: string;
      totalDeathBenefit: components['schemas']['Money'] | null;
      totalDeathBenefitId: number | null;
      valuationDate: components['schemas']['Day'];
    };
    AccumulatedValuePage: components['schemas']['PagedResult<AccumulatedValueRow>'];
    /** @description Spec 3 "Accumulated value history row", one per policy and valuation date. */
    AccumulatedValueRow: {
      accumulatedValue: components['schemas']['Money'] | null;
      accumulatedValueId: number | null;
      carrierId: number;
      carrierName: string;
      fileName: string | null;
      id: number;
      importFileId: number | null;
      isPublished: boolean;
      loanBalance: components['schemas']['Money'] | null;
      loanBalanceId: number | null;
      policyId: number;
      policyNumber: string;
      totalContributionValue: components['schemas']['Money'] | null;
      totalDeathBenefit: components['schemas']['Money'] | null;
      totalDeathBenefitId: number | null;
      valuationDate: components['schemas']['Day'];
    };
    /** @description GET /api/producers/get-actived-producers: full rows for an Admin, names for anyone else. */
    ActiveProducers:
      components['schemas']['ProducerRow'][] | components['schemas']['ProducerName'][];
    /** @description GET /api/afr-rate/entry/{year}: spec 3's rate entry. A year without a table answers `id: null, rates: null`, so the screen can show it as missing rather than as zeros. */
    AfrRateEntry: {
      id: number | null;
      rates: components['schemas']['MonthlyRates'] | null;
      year: number;
    };
    /** @description GET /api/afr-rate: every year that has a table, in year order (an addition to spec 7). */
    AfrRateTables: {
      id: number;
      rates: components['schemas']['MonthlyRates'];
      year: number;
    }[];
    /** @description A policy's allocation to an investment option (spec 3 "Allocation"). */
    Allocation: {
      carrierId: number;
      clientName: string;
      id: number;
      investmentId: number;
      investmentName: string;
      percent: components['schemas']['Percent'];
      policyId: number;
      policyNumber: string;
    };
    /** @description GET /api/openapi.json: an OpenAPI 3.1 document (its own schema is the OpenAPI standard's). */
    ApiDescription: {
      components: {
        [key: string]: unknown;
      };
      info: {
        description?: string;
        title: string;
        version: string;
      };
      openapi: string;
      paths: {
        [key: string]: {
          [key: string]: unknown;
        };
      };
    };
    /** @enum {string} */
    BeneficiaryType: 'Primary' | 'Contingent';
    /** @description GET /api/carriers/{carrierId}/bank-account: the unmasked bank details (Admin, audited). */
    CarrierBankAccount: {
      accountName: string | null;
      accountNumber: string | null;
      bankName: string | null;
      carrierId: number;
      routing: string | null;
    };
    /** @description A contact person of a carrier (spec 3 "Carrier contact"). */
    CarrierContact: components['schemas']['ContactPerson'];
    /** @description GET /api/carriers/{carrierId}: spec 3's Carrier detail, the account number masked. */
    CarrierDetail: {
      accountName: string | null;
      /** @description '****' and the last four digits, or null. */
      accountNumber: string | null;
      address1: string | null;
      address2: string | null;
      bankAddress: string | null;
      bankName: string | null;
      city: string | null;
      contacts: components['schemas']['CarrierContact'][];
      /** @description Where the carrier's forms and documents are found. */
      documentUrl: string | null;
      id: number;
      investments: components['schemas']['InvestmentRow'][];
      isActive: boolean;
      name: string;
      notes: string | null;
      products: components['schemas']['ProductRow'][];
      routing: string | null;
      state: string | null;
      zipCode: string | null;
    };
    /** @description GET /api/carriers/carrier-documents/{clientId}: spec 3's Carrier document. */
    CarrierDocument: {
      carrierId: number;
      carrierName: string;
      documentUrl: string | null;
    };
    /** @description The extensions of save-carrier's 409: what confirming (`confirmRemovals: true`) would undo. */
    CarrierRemovalConflict: {
      investments: components['schemas']['RemovalInUse'][];
      products: components['schemas']['RemovalInUse'][];
    };
    /** @description A row of GET /api/carriers: spec 3's Carrier list row. */
    CarrierRow: {
      city: string | null;
      id: number;
      isActive: boolean;
      name: string;
      state: string | null;
    };
    /** @description A contact person of an employer or a carrier (spec 3 "Carrier contact"). */
    ContactPerson: {
      email: string | null;
      firstName: string;
      id: number;
      lastName: string;
      phone: string | null;
      position: string | null;
    };
    Dashboard: components['schemas']['StaffDashboard'] | components['schemas']['EmployeeDashboard'];
    /** @description 'YYYY-MM-DD'. */
    Day: string;
    /** @description DESIGN 5.6: what the death benefit of a policy pays the plan sponsor and the beneficiaries. */
    DeathBenefitRow: {
      accountLabel: string | null;
      amountToBeneficiary: components['schemas']['Money'] | null;
      /** @description min(death benefit, the receivable); an exchange chain's receivable (on its holder) is taken from the successor's benefit first, then the old policy's while it counts. Null when an AFR rate is missing. */
      amountToPlanSponsor: components['schemas']['Money'] | null;
      /** @description The primary beneficiaries with their shares, e.g. "Diane Carter (100%)". */
      beneficiary: string;
      carrierName: string;
      deathBenefit: components['schemas']['Money'];
      id: number;
      lastValuationDate: components['schemas']['Day'] | null;
      policyNumber: string;
      /** @description The policy this one was exchanged for, once exchanged. */
      policyNumberExchangedFor: string | null;
    };
    /** @description The Division of spec 3 in full, as the employer detail nests it. */
    Division: {
      address: string | null;
      city: string | null;
      clients: components['schemas']['DivisionClient'][];
      documents: components['schemas']['DivisionDocument'][];
      employer: components['schemas']['EmployerSummary'];
      employerAdmins: components['schemas']['EmployerAdminRef'][];
      employerId: number;
      employerName: string;
      id: number;
      matchingContribution: components['schemas']['Percent'] | null;
      name: string;
      percentage: components['schemas']['Percent'] | null;
      planName: string | null;
      producers: components['schemas']['ProducerRef'][];
      state: string | null;
      zipCode: string | null;
    };
    /** @description A participant of the division: the identifying fields of spec 3's Participant (the full record is GET /api/clients/{id}). */
    DivisionClient: {
      clientUniqueId: string;
      email: string;
      firstName: string;
      id: number;
      isActive: boolean;
      lastName: string;
      statusType: components['schemas']['ParticipantStatus'];
      userId: number;
    };
    /** @description A plan document of the division: spec 3's Document without the stored object's name (never shown) and without the nested client, carrier and division (this is the division). */
    DivisionDocument: {
      carrierId: number | null;
      clientId: number | null;
      divisionId: number;
      documentName: string;
      documentType: components['schemas']['DocumentType'];
      id: number;
      /** @description ISO 8601 instant. */
      modified: string;
    };
    /** @description A division's receivable from the first of the year to today (an Employer Admin's). */
    DivisionReceivable: {
      divisionId: number;
      divisionName: string;
      employerId: number;
      endDate: components['schemas']['Day'];
      /** @description Why it cannot: 'Locale: <key>' of the rule (a missing AFR month) and its placeholders. */
      problem: {
        message: string;
        params: {
          [key: string]: string;
        };
      } | null;
      /** @description The division's receivable at the end of endDate; null when it cannot be computed. */
      receivable: components['schemas']['Money'] | null;
      startDate: components['schemas']['Day'];
    };
    /** @description The Division of spec 3 as a list row: every field but the two heavy lists (see README). */
    DivisionRow: {
      address: string | null;
      city: string | null;
      employer: components['schemas']['EmployerSummary'];
      employerAdmins: components['schemas']['EmployerAdminRef'][];
      employerId: number;
      employerName: string;
      id: number;
      matchingContribution: components['schemas']['Percent'] | null;
      name: string;
      percentage: components['schemas']['Percent'] | null;
      planName: string | null;
      producers: components['schemas']['ProducerRef'][];
      state: string | null;
      zipCode: string | null;
    };
    DocumentRow: {
      carrier: string | null;
      carrierId: number | null;
      /** @description The participant's name, for client and policy documents. */
      client: string | null;
      clientId: number | null;
      contentType: string;
      /** @description The division's plan name (or name), for plan documents. */
      division: string | null;
      divisionId: number | null;
      documentName: string;
      documentType: components['schemas']['DocumentType'];
      id: number;
      /** @description When the file was uploaded, ISO 8601. */
      modified: string;
      size: number;
    };
    /** @enum {string} */
    DocumentType: 'ClientDocument' | 'PlanDocument' | 'PolicyDocument';
    EmployeeDashboard: {
      deathBenefit: components['schemas']['Money'];
      /** @constant */
      kind: 'employee';
      lastValuationDate: components['schemas']['Day'] | null;
      policies: number;
      totalPlanValue: components['schemas']['Money'];
    };
    /** @description Employer admin of spec 3. */
    EmployerAdminRef: {
      email: string;
      id: number;
      userId: number;
    };
    /** @description A contact person of an employer. */
    EmployerContact: components['schemas']['ContactPerson'];
    /** @description GET /api/employers/{id}: spec 3's Employer detail, its divisions in full. */
    EmployerDetail: {
      contacts: components['schemas']['EmployerContact'][];
      divisions: components['schemas']['Division'][];
      id: number;
      isActive: boolean;
      name: string;
    };
    /** @description The division of an employer as GET /api/employers/producer_id/{id} lists it. */
    EmployerDivisionRef: {
      id: number;
      name: string;
      planName: string | null;
    };
    /** @description A row of GET /api/employers: spec 3's Employer summary and its number of divisions. */
    EmployerRow: {
      divisionCount: number;
      id: number;
      isActive: boolean;
      name: string;
    };
    /** @description Employer summary of spec 3: the `employer` of a division. */
    EmployerSummary: {
      id: number;
      isActive: boolean;
      name: string;
    };
    /** @description GET /api/employers/producer_id/{id} and /employer_admin/{id}: an employer with the divisions that link it to the producer or employer admin. */
    EmployerWithDivisions: {
      divisions: components['schemas']['EmployerDivisionRef'][];
      id: number;
      isActive: boolean;
      name: string;
    };
    /** @description An employee as the examples read and save it: a participant with their user's fields. */
    ExampleEmployee: {
      dateOfBirth: components['schemas']['Day'] | null;
      email: string;
      employerName: string;
      firstName: string;
      /** @description The participant's id (GET /api/examples/employee/{employeeId}). */
      id: number;
      isActive: boolean;
      lastName: string;
      phoneNumber: string | null;
      planName: string | null;
      statusType: components['schemas']['ParticipantStatus'];
      userId: number;
    };
    /** @description An import that stopped with ProcessFailed: nothing of its file was kept. */
    FailedImport: {
      /** @description When it failed, ISO 8601. */
      failedAt: string;
      /** @description The 1-based data row; 0 for the file as a whole. */
      failIndex: number | null;
      /** @description A translation key (imports.errors.*). */
      failInfo: string | null;
      failType: components['schemas']['ImportFailType'] | null;
      failValues: {
        [key: string]: string;
      } | null;
      fileName: string;
      /** @description The progress id of the attempt. */
      id: string;
    };
    /** @description One field's failed rule: the message's translation key, and its English text. */
    FieldErrorDetail: {
      field: string;
      key: string;
      message: string;
    };
    FileReview: components['schemas']['ValuesReview'] | components['schemas']['TransactionsReview'];
    /** @enum {string} */
    FileStatus: 'UnPublished' | 'Processing' | 'Published';
    fromQueryParams: {
      namedArgs?: {
        query: {
          [key: string]: string | string[] | unknown;
        };
      };
    };
    /** @enum {string} */
    HealthFlag: 'beneficiaries' | 'allocations' | 'staleValue' | 'highLoan' | 'missedPremium';
    /** @description GET /api/health: the database answers. */
    HealthStatus: {
      /** @constant */
      status: 'ok';
    };
    /** @description A person who changed the record (the person filter's choices). */
    HistoryActor: {
      id: number;
      name: string;
    };
    /** @description One field of a change: its value before (null when created) and after (null when deleted). */
    HistoryChange: {
      after: unknown;
      before: unknown;
      field: string;
    };
    /** @description One write to the record: when, who, what kind of write, and the fields it changed. */
    HistoryEntry: {
      action: string;
      actorId: number | null;
      actorName: string | null;
      at: string;
      changes: components['schemas']['HistoryChange'][];
      id: number;
    };
    /** @description Names of the records the changes refer to, by resource and id. */
    HistoryNames: {
      [key: string]: {
        [key: string]: string;
      };
    };
    HistoryPage: {
      actors: components['schemas']['HistoryActor'][];
      names: components['schemas']['HistoryNames'];
      pageNumber: number;
      pageSize: number;
      /** @description The record's own name (the page's title). */
      recordName: string | null;
      resultCount: number;
      rows: components['schemas']['HistoryEntry'][];
    };
    /** @description Spec 3 "History point" (field names as the spec spells them). */
    HistoryPoint: {
      accumualatedValue: components['schemas']['Money'];
      loanBalance: components['schemas']['Money'];
      month: number;
      planDistributions: components['schemas']['Money'];
      totalContributions: {
        employeeContributions: components['schemas']['Money'];
        employerContributions: components['schemas']['Money'];
        totalContributions: components['schemas']['Money'];
      };
      year: number;
    };
    /** @enum {string} */
    ImportFailType:
      | 'NumberStringFormatIncorrect'
      | 'ClientNotExist'
      | 'EmployerNotExist'
      | 'ValidatingFailed'
      | 'DateStringFormatIncorrect'
      | 'PolicyNumberNotExit'
      | 'UnknowException'
      | 'PolicyUserHasBeenDeleted';
    /** @description Spec 3 "Import file", with what the file list shows beside it. */
    ImportFileInfo: {
      carrierId: number;
      carrierName: string;
      fileName: string;
      fileStatus: components['schemas']['FileStatus'];
      id: number;
      kind: components['schemas']['ImportFileKind'];
      /** @description Last change (upload or publish). */
      modified: string;
      publishedAt: string | null;
      publishedBy: string | null;
      rowCount: number;
      uploadedAt: string;
      uploadedBy: string | null;
    };
    /** @enum {string} */
    ImportFileKind: 'Values' | 'Transactions';
    ImportFileList: {
      files: components['schemas']['ImportFileInfo'][];
    };
    /** @enum {string} */
    ImportFileState:
      'Unknown' | 'Uploading' | 'Reading' | 'Importing' | 'Cleaning' | 'Finished' | 'ProcessFailed';
    /** @description Spec 3 "Import progress", plus the placeholders of failInfo's text. */
    ImportProgress: {
      documentName: string;
      /** @description The 1-based data row; 0 for the file as a whole. */
      failIndex: number | null;
      /** @description A translation key (imports.errors.*). */
      failInfo: string | null;
      failType: components['schemas']['ImportFailType'] | null;
      failValues: {
        [key: string]: string;
      } | null;
      fileState: components['schemas']['ImportFileState'];
      /** @constant */
      fileType: 'Csv';
      id: string;
      /** @description The file's id once it is imported. */
      importFileId: number | null;
      percentageOfCompletion: number;
      succeededStates: components['schemas']['ImportFileState'][];
    };
    /** @description What an upload answers at once; the import then runs in the background. */
    ImportStarted: {
      fileName: string;
      progressId: string;
    };
    /** @description GET /api/investments/get-investment-detail: the option, its carrier and its allocations. */
    InvestmentDetail: {
      allocations: components['schemas']['Allocation'][];
      carrierId: number;
      carrierName: string;
      id: number;
      investmentName: string;
      percentage: components['schemas']['Percent'] | null;
      policyCount: number;
      type: string | null;
    };
    /** @description A row of GET /api/investments: the option with its carrier's name, the shape of InvestmentDetail without the allocations. */
    InvestmentListRow: {
      carrierId: number;
      carrierName: string;
      id: number;
      investmentName: string;
      percentage: components['schemas']['Percent'] | null;
      policyCount: number;
      type: string | null;
    };
    /** @description An investment option of a carrier, with the number of policies allocated to it. */
    InvestmentRow: {
      carrierId: number;
      id: number;
      investmentName: string;
      percentage: components['schemas']['Percent'] | null;
      policyCount: number;
      type: string | null;
    };
    /** @description GET /api/policies/accumulated-last-valuation-date/{clientId}. */
    LastValuationDate: {
      clientId: number;
      lastValuationDate: components['schemas']['Day'] | null;
    };
    /** @description POST /api/users/{id}/validate-token and /users/set-password: whose link it is. */
    LinkUser: {
      email: string;
      id: number;
      isActive: boolean;
    };
    /** @description POST /api/auth/login and /refresh-token. */
    LoginResult: {
      accessToken: string;
      refreshToken: string;
      user: components['schemas']['LoginUser'];
    };
    /** @description The user of a login or refresh result. */
    LoginUser: {
      clientId: number | null;
      divisions: components['schemas']['UserDivision'][];
      email: string;
      employerAdminId: number | null;
      employers: components['schemas']['UserEmployer'][];
      firstName: string;
      id: number;
      lastName: string;
      producerId: number | null;
      role: components['schemas']['Role'];
      userName: string | null;
    };
    /** @description What a command answers: 'Locale: <key>' for the user to read. */
    MessageResult: {
      message: string;
    };
    MissingPolicy: {
      insured: string;
      policyId: number;
      policyNumber: string;
    };
    /** @description GET /api/models (spec 3 "Models query"). */
    Models: {
      carrierQuery: components['schemas']['QueryModel'];
      employerQuery: components['schemas']['QueryModel'];
      userListArgs: components['schemas']['QueryModel'];
    };
    /** @description Dollars, rounded to the cent (see above). */
    Money: number;
    /** @description The twelve month-end balances of spec 3's accrued value. */
    MonthEndValues: {
      valueOnApr: components['schemas']['Money'];
      valueOnAug: components['schemas']['Money'];
      valueOnDec: components['schemas']['Money'];
      valueOnFeb: components['schemas']['Money'];
      valueOnJan: components['schemas']['Money'];
      valueOnJul: components['schemas']['Money'];
      valueOnJun: components['schemas']['Money'];
      valueOnMar: components['schemas']['Money'];
      valueOnMay: components['schemas']['Money'];
      valueOnNov: components['schemas']['Money'];
      valueOnOct: components['schemas']['Money'];
      valueOnSep: components['schemas']['Money'];
    };
    MonthlyRates: {
      apr: components['schemas']['Percent'];
      aug: components['schemas']['Percent'];
      dec: components['schemas']['Percent'];
      feb: components['schemas']['Percent'];
      jan: components['schemas']['Percent'];
      jul: components['schemas']['Percent'];
      jun: components['schemas']['Percent'];
      mar: components['schemas']['Percent'];
      may: components['schemas']['Percent'];
      nov: components['schemas']['Percent'];
      oct: components['schemas']['Percent'];
      sep: components['schemas']['Percent'];
    };
    /** @description The twelve month values of one year; null where the month is after the as-of date or before any data. */
    MonthlySeries: {
      apr: components['schemas']['Money'] | null;
      aug: components['schemas']['Money'] | null;
      dec: components['schemas']['Money'] | null;
      feb: components['schemas']['Money'] | null;
      /** @description Whether January has no value (the series starts later in the year). */
      isEmptyFirstMonth: boolean;
      jan: components['schemas']['Money'] | null;
      jul: components['schemas']['Money'] | null;
      jun: components['schemas']['Money'] | null;
      latestValue: components['schemas']['Money'] | null;
      mar: components['schemas']['Money'] | null;
      may: components['schemas']['Money'] | null;
      /** @description The last month (1..12) and year with a value, and that value; null when there is none. */
      monthLatest: number | null;
      nov: components['schemas']['Money'] | null;
      oct: components['schemas']['Money'] | null;
      /** @description The months (1..12) that have a value, in order. */
      segmentMonth: number[];
      sep: components['schemas']['Money'] | null;
      /** @description The year of the series. */
      yearCalculate: number;
      yearLatest: number | null;
    };
    'PagedResult<AccumulatedHistoryRow>': {
      pageNumber: number;
      pageSize: number;
      resultCount: number;
      rows: components['schemas']['AccumulatedHistoryRow'][];
    };
    'PagedResult<AccumulatedValueRow>': {
      pageNumber: number;
      pageSize: number;
      resultCount: number;
      rows: components['schemas']['AccumulatedValueRow'][];
    };
    'PagedResult<PlanContributionRow>': {
      pageNumber: number;
      pageSize: number;
      resultCount: number;
      rows: components['schemas']['policies.PlanContributionRow'][];
    };
    /** @description spec 3's Participant / client, plus the division and employer it belongs to. */
    Participant: {
      address: string | null;
      city: string | null;
      clientUniqueId: string;
      dateOfBirth: components['schemas']['Day'] | null;
      divisionId: number;
      divisionName: string;
      email: string;
      employerId: number;
      employerName: string;
      firstName: string;
      id: number;
      isActive: boolean;
      lastName: string;
      matchingContribution: components['schemas']['Percent'] | null;
      note: string | null;
      percentage: components['schemas']['Percent'] | null;
      phoneNumber: string | null;
      planEnrollmentDate: components['schemas']['Day'] | null;
      planName: string | null;
      state: string | null;
      statusType: components['schemas']['ParticipantStatus'];
      title: string | null;
      userId: number;
      userName: string | null;
      zip: string | null;
    };
    /** @description POST /api/afr-rate/participant-receivable: spec 3's participant report for one year. */
    ParticipantReceivableReport: {
      divisionId: number;
      divisionName: string;
      employerName: string;
      /** @description The first year with a premium (the year picker starts there), or null without any. */
      firstYear: number | null;
      interestValue: components['schemas']['ReceivableInterestValue'][];
      minRate: components['schemas']['Percent'];
      /** @description All policies together. */
      months: components['schemas']['ReceivableMonth'][];
      participantId: number;
      participantName: string;
      /** @description The year's twelve AFR rates. */
      rates: components['schemas']['MonthlyRates'];
      receivableAccuredValues: components['schemas']['ReceivableAccruedValues'];
      year: number;
    };
    /** @enum {string} */
    ParticipantStatus:
      | 'ActiveContributing'
      | 'ActiveNonContributing'
      | 'NonParticipating'
      | 'TerminatedDeferredBenefit'
      | 'TerminatedReceivingBenefit'
      | 'TerminatedExhaustedBenefit'
      | 'RetiredDeferredBenefit'
      | 'RetiredReceivingBenefit'
      | 'RetiredExhaustedBenefit'
      | 'Deceased'
      | 'Active'
      | 'InActive';
    /** @description A percentage as a number: 50 is 50 %. */
    Percent: number;
    PlanContributionPage: components['schemas']['PagedResult<PlanContributionRow>'];
    /** @description GET/POST /api/users/plant-history: a page of rows and the totals of the whole filtered list. */
    PlanHistoryPage: {
      pageNumber: number;
      pageSize: number;
      resultCount: number;
      rows: components['schemas']['statements.PlanContributionRow'][];
      total: components['schemas']['Money'];
      totals: {
        amount: components['schemas']['Money'];
        contributionType: components['schemas']['TransactionType'];
      }[];
    };
    /** @description Spec 3 "Exchanged-policy reference". */
    'policies.ExchangedPolicyRef': {
      anniversaryDate: components['schemas']['Day'] | null;
      id: number;
      policyNumber: string;
      status: components['schemas']['PolicyStatus'];
      /** @description The exchange date: the day the successor took over. */
      statusAppliedAsOf: components['schemas']['Day'] | null;
    };
    /** @description Spec 3 "Plan contribution row": a transaction of a policy. */
    'policies.PlanContributionRow': {
      amount: components['schemas']['Money'];
      carrierId: number;
      carrierName: string;
      contributionType: components['schemas']['TransactionType'];
      date: components['schemas']['Day'];
      fileName: string | null;
      id: number;
      importFileId: number | null;
      isExchanged: boolean;
      isPublished: boolean;
      policyId: number;
      policyNumber: string;
    };
    PolicyAllocation: {
      id: number;
      investmentId: number;
      investmentName: string;
      percent: components['schemas']['Percent'];
    };
    PolicyBeneficiary: {
      id: number;
      name: string;
      percent: components['schemas']['Percent'];
      type: components['schemas']['BeneficiaryType'];
    };
    /** @description One entry of a policy's change history, from the audit log. */
    PolicyChange: {
      action: string;
      actorName: string | null;
      after: {
        [key: string]: unknown;
      } | null;
      at: string;
      before: {
        [key: string]: unknown;
      } | null;
      id: number;
    };
    /** @description GET /api/policies/{id}: spec 3 "Policy, full". */
    PolicyDetail: {
      accountLabel: string | null;
      agent: string | null;
      allocations: components['schemas']['PolicyAllocation'][];
      anniversaryDate: components['schemas']['Day'] | null;
      beneficiaries: components['schemas']['PolicyBeneficiary'][];
      carrierId: number;
      carrierName: string;
      clientId: number;
      clientName: string;
      coInsuredBirthDay: components['schemas']['Day'] | null;
      coInsuredName: string | null;
      divisionId: number;
      divisionName: string;
      employerName: string;
      /** @description The policies exchanged for this one (its predecessors). */
      exchangedFrom: components['schemas']['policies.ExchangedPolicyRef'][];
      exchangedPolicyFor: components['schemas']['policies.ExchangedPolicyRef'] | null;
      /** @description The successor this policy was exchanged for. */
      exchangedPolicyForId: number | null;
      id: number;
      /** @description The investment options of the carrier. */
      investments: components['schemas']['PolicyInvestmentOption'][];
      isCoInsured: boolean;
      /** @description An exchanged policy's history is frozen: no edits, no row deletes. */
      isFrozen: boolean;
      isImport: boolean;
      isShowPolicy: boolean;
      lastAccumulatedValue: components['schemas']['Money'] | null;
      lastPreniumPaidDate: components['schemas']['Day'] | null;
      lastPreniumPaidValue: components['schemas']['Money'] | null;
      lastValuationDate: components['schemas']['Day'] | null;
      /** @description The latest loan balance (0 without one). */
      loan: components['schemas']['Money'];
      matchingContribution: components['schemas']['Percent'] | null;
      /** @description Accumulated value less the loan balance. */
      netAccumulatedValues: components['schemas']['Money'] | null;
      percentage: components['schemas']['Percent'] | null;
      /** @description The sum of the contribution transactions (employee and employer). */
      planContributionValue: components['schemas']['Money'];
      planName: string | null;
      policyNumber: string;
      productId: number | null;
      productName: string | null;
      /** @description The products of the carrier. */
      products: {
        id: number;
        productName: string;
      }[];
      /** @description The employer's receivable on the policy today (DESIGN 5.5), null without an AFR rate. */
      receivable: components['schemas']['Money'] | null;
      status: components['schemas']['PolicyStatus'];
      statusAppliedAsOf: components['schemas']['Day'] | null;
      /** @description The latest TotalContributionValue reported by the carrier, else the contributions' sum. */
      totalContributionValue: components['schemas']['Money'];
      /** @description What the policy adds to the plan value: its net accumulated value while it counts. */
      totalPlanValue: components['schemas']['Money'];
      userId: number;
    };
    /** @description The figures of a policy, computed from its history rows (never stored). An Admin's view counts every stored row; everyone else's the published ones only (DESIGN 5.4). */
    PolicyFigures: {
      lastAccumulatedValue: components['schemas']['Money'] | null;
      lastPreniumPaidDate: components['schemas']['Day'] | null;
      lastPreniumPaidValue: components['schemas']['Money'] | null;
      lastValuationDate: components['schemas']['Day'] | null;
      /** @description The latest loan balance (0 without one). */
      loan: components['schemas']['Money'];
      /** @description Accumulated value less the loan balance. */
      netAccumulatedValues: components['schemas']['Money'] | null;
      /** @description The sum of the contribution transactions (employee and employer). */
      planContributionValue: components['schemas']['Money'];
      /** @description The employer's receivable on the policy today (DESIGN 5.5), null without an AFR rate. */
      receivable: components['schemas']['Money'] | null;
      /** @description The latest TotalContributionValue reported by the carrier, else the contributions' sum. */
      totalContributionValue: components['schemas']['Money'];
      /** @description What the policy adds to the plan value: its net accumulated value while it counts. */
      totalPlanValue: components['schemas']['Money'];
    };
    /** @description A row of the policy-health list: a policy that needs attention, and why. */
    PolicyHealthRow: {
      carrierName: string;
      clientName: string;
      divisionId: number;
      divisionName: string;
      employerId: number;
      employerName: string;
      flags: components['schemas']['HealthFlag'][];
      lastPremiumDate: components['schemas']['Day'] | null;
      lastValuationDate: components['schemas']['Day'] | null;
      policyId: number;
      policyNumber: string;
      userId: number;
    };
    PolicyHistory: {
      policyId: number;
      policyNumber: string;
      rows: components['schemas']['PolicyHistoryRow'][];
    };
    /** @description POST /api/users/plant-contributions/{time}/{userId}: spec 3's user with policy/history bundle. */
    PolicyHistoryBundle: {
      accumulatedValuesHistory: components['schemas']['AccumulatedHistoryRow'][];
      carriers: {
        city: string | null;
        id: number;
        isActive: boolean;
        name: string;
        state: string | null;
      }[];
      planContributionHistory: components['schemas']['statements.PlanContributionRow'][];
      policies: {
        carrierId: number;
        carrierName: string;
        id: number;
        policyNumber: string;
        status: components['schemas']['PolicyStatus'];
      }[];
    };
    /** @description A policy's stored values and transactions, each naming the file it came from. */
    PolicyHistoryRow: {
      date: components['schemas']['Day'];
      fileName: string | null;
      importFileId: number | null;
      isPublished: boolean;
      /** @enum {string} */
      kind: 'value' | 'transaction';
      type: string;
      value: components['schemas']['Money'];
    };
    /** @description An investment option of the policy's carrier (what an allocation may name). */
    PolicyInvestmentOption: {
      id: number;
      investmentName: string;
    };
    /** @enum {string} */
    PolicyStatus: 'Active' | 'Exchanged' | 'Lapsed' | 'Surrendered' | 'Matured';
    /** @description What every failure answers: RFC 9457 problem details (the API description's error body). */
    Problem: components['schemas']['ProblemDetails'];
    ProblemDetails: {
      detail?: string;
      extensions?: {
        errors?: components['schemas']['FieldErrorDetail'][];
      };
      instance?: string;
      status: number;
      title: string;
      type: string;
    };
    /** @description An active producer as /get-actived-producers answers it to a caller other than an Admin. */
    ProducerName: {
      id: number;
      name: string;
    };
    /** @description Producer of spec 3. `since` is the day they started, when known. */
    ProducerRef: {
      email: string;
      id: number;
      name: string;
      since: components['schemas']['Day'] | null;
      userId: number;
    };
    /** @description A producer as GET /api/producers, /producers/{id} and (to an Admin) /get-actived-producers answer it. */
    ProducerRow: {
      email: string;
      id: number;
      /** @description Whether the producer's user is active. */
      isActive: boolean;
      name: string;
      since: components['schemas']['Day'] | null;
      userId: number;
    };
    /** @description GET /api/products/get-product-detail. */
    ProductDetail: {
      carrierId: number;
      carrierName: string;
      id: number;
      policyCount: number;
      productName: string;
    };
    /** @description A row of GET /api/products: the product with its carrier's name, the shape of ProductDetail. */
    ProductListRow: {
      carrierId: number;
      carrierName: string;
      id: number;
      policyCount: number;
      productName: string;
    };
    /** @description A product of a carrier, with the number of policies written on it. */
    ProductRow: {
      carrierId: number;
      id: number;
      policyCount: number;
      productName: string;
    };
    /** @description One list-query model of GET /api/models: its JSON Schema and the keys it sorts by. */
    QueryModel: {
      schema: {
        [key: string]: unknown;
      };
      sortKeys: string[];
    };
    /** @description Spec 3's accrued value: a year's month-end balances, with that year's lowest rate. */
    ReceivableAccruedValues: {
      minRate: components['schemas']['Percent'];
      participantId: number;
      receivableYear: number;
      valueOnApr: components['schemas']['Money'];
      valueOnAug: components['schemas']['Money'];
      valueOnDec: components['schemas']['Money'];
      valueOnFeb: components['schemas']['Money'];
      valueOnJan: components['schemas']['Money'];
      valueOnJul: components['schemas']['Money'];
      valueOnJun: components['schemas']['Money'];
      valueOnMar: components['schemas']['Money'];
      valueOnMay: components['schemas']['Money'];
      valueOnNov: components['schemas']['Money'];
      valueOnOct: components['schemas']['Money'];
      valueOnSep: components['schemas']['Money'];
    };
    /** @description The amounts of a report line (spec 3's names, misspellings included). */
    ReceivableAmounts: {
      cummulativePreniumPaidInPeriod: components['schemas']['Money'];
      interestAccuredInPeriod: components['schemas']['Money'];
      receivableAsEnd: components['schemas']['Money'];
      receivableAsStart: components['schemas']['Money'];
      /** @description Repaid by surrenders and maturities dated in the period: end = start + premiums + interest − repaid. */
      repaidInPeriod: components['schemas']['Money'];
      totalReceivableAccruedInPeriod: components['schemas']['Money'];
    };
    /** @description Spec 3's interest value, one per policy: the policy's premiums of the year (preniumAmount), all its premiums to the year's end (totalPreniumValue), its months and its accrued values. */
    ReceivableInterestValue: {
      carrierName: string;
      clientId: number;
      clientName: string;
      /** @description Set for a policy exchanged for another: its successor's number. */
      exchangedForPolicyNumber: string | null;
      months: components['schemas']['ReceivableMonth'][];
      policyId: number;
      policyNumber: string;
      preniumAmount: components['schemas']['Money'];
      receivableAccuredValues: components['schemas']['ReceivableAccruedValues'];
      /** @description The day a surrender or maturity repaid the policy's receivable, or null. */
      repaidOn: components['schemas']['Day'] | null;
      totalPreniumValue: components['schemas']['Money'];
      year: number;
    };
    /** @description One month of a policy (or of the participant, without the carries). */
    ReceivableMonth: {
      /** @description Month-end balance. */
      balance: components['schemas']['Money'];
      /** @description Receivable moved in from an exchanged policy (policies only). */
      carriedIn?: components['schemas']['Money'];
      /** @description Receivable moved to the successor by this policy's exchange (policies only). */
      carriedOut?: components['schemas']['Money'];
      /** @description Interest added at the month's end. */
      interest: components['schemas']['Money'];
      /** @description 1..12 */
      month: number;
      /** @description Premiums paid in the month. */
      premium: components['schemas']['Money'];
      /** @description Receivable repaid in the month by a surrender or a maturity (DESIGN 5.5 "Repayment"). */
      repaid: components['schemas']['Money'];
    };
    /** @description GET /api/afr-rate/participants/{divisionId}: the division's participants, by name. */
    ReceivableParticipant: {
      clientUniqueId: string;
      id: number;
      name: string;
    };
    /** @description One entry of the audit trail: when, who, what was done to which record. */
    RecentChange: {
      action: string;
      actorName: string | null;
      /** @description ISO 8601 instant. */
      at: string;
      /** @description The audit trail's entity: users, employers, divisions, carriers, policies, document… */
      entity: string;
      entityId: string | null;
      id: number;
      /** @description The record's name as it stands (null once it is gone). */
      recordName: string | null;
      /** @description The user whose page shows the record (a policy's participant, a producer). */
      userId: number | null;
    };
    /** @description A removed investment option or product still in use, in the 409 answer of save-carrier. */
    RemovalInUse: {
      id: number;
      name: string;
      policyCount: number;
    };
    /** @enum {string} */
    Role: 'Admin' | 'Producer' | 'EmployerAdmin' | 'Employee';
    /** @description Per policy: previous value + contributions − withdrawals − loans, against the new value. */
    RollForwardRow: {
      contributions: components['schemas']['Money'];
      difference: components['schemas']['Money'] | null;
      expectedValue: components['schemas']['Money'] | null;
      insured: string;
      loans: components['schemas']['Money'];
      newDate: components['schemas']['Day'] | null;
      newValue: components['schemas']['Money'] | null;
      policyId: number;
      policyNumber: string;
      previousDate: components['schemas']['Day'] | null;
      previousValue: components['schemas']['Money'] | null;
      status: components['schemas']['RollForwardStatus'];
      withdrawals: components['schemas']['Money'];
    };
    /** @enum {string} */
    RollForwardStatus: 'ok' | 'outsideTolerance' | 'noPreviousValue' | 'noNewValue';
    /** @description How far a transactions file may miss the values it should lead to before it is flagged. */
    RollForwardTolerance: {
      /** @description The least difference flagged, whatever the value. */
      minimum: components['schemas']['Money'];
      /** @description Share of the previous value. */
      percent: components['schemas']['Percent'];
    };
    /** @description Where a stored row came from: an imported file, or entered by hand (null). */
    RowSource: {
      fileName: string | null;
      importFileId: number | null;
      isPublished: boolean;
    };
    /** @description POST /api/producers: the producer saved, their user and the message. */
    SavedProducer: {
      id: number;
      message: string;
      userId: number;
    };
    /** @description What a save answers: the id of the record saved and the message. */
    SavedResult: {
      id: number;
      message: string;
    };
    /** @description One of the caller's own views. */
    SavedView: {
      /** @description The list's filter values by filter name ('q' is the search). */
      filter: {
        [key: string]: string | number | boolean | (string | number)[];
      };
      /** @description The described columns the view hides (by their column source). */
      hiddenColumns: string[];
      id: number;
      name: string;
      perPage: number;
      /** @description The list it belongs to (a react-admin resource: users, organizations, …). */
      resource: string;
      /** @description The token of its share link (/saved-views/{token}). */
      shareToken: string;
      sort: {
        field: string;
        /** @enum {string} */
        order: 'ASC' | 'DESC';
      };
      /** @description ISO 8601 instant of the last save or rename. */
      updatedAt: string;
    };
    /** @description What a view restores on its list. */
    SavedViewParams: {
      /** @description The list's filter values by filter name ('q' is the search). */
      filter: {
        [key: string]: string | number | boolean | (string | number)[];
      };
      /** @description The described columns the view hides (by their column source). */
      hiddenColumns: string[];
      perPage: number;
      sort: {
        field: string;
        /** @enum {string} */
        order: 'ASC' | 'DESC';
      };
    };
    /** @description A view read through its share link: what it restores, never whose it is. */
    SharedView: {
      /** @description The list's filter values by filter name ('q' is the search). */
      filter: {
        [key: string]: string | number | boolean | (string | number)[];
      };
      /** @description The described columns the view hides (by their column source). */
      hiddenColumns: string[];
      name: string;
      perPage: number;
      resource: string;
      sort: {
        field: string;
        /** @enum {string} */
        order: 'ASC' | 'DESC';
      };
    };
    SortCriterionParam: {
      isDescending: boolean;
      sortKey: string;
    };
    StaffDashboard: {
      /** @description The latest changes of the audit trail (Admin); null for a role that does not get them. */
      changes: components['schemas']['RecentChange'][] | null;
      /** @constant */
      kind: 'staff';
      receivables: components['schemas']['DivisionReceivable'][];
      today: components['schemas']['Day'];
      work: components['schemas']['WorkItem'][];
    };
    StatementAllocation: {
      id: number;
      investmentName: string;
      percent: components['schemas']['Percent'];
    };
    StatementBeneficiary: {
      id: number;
      name: string;
      percent: components['schemas']['Percent'];
      type: components['schemas']['BeneficiaryType'];
    };
    /** @description A policy as it stood at the statement's date. */
    StatementPolicy: {
      accountLabel: string | null;
      allocations: components['schemas']['StatementAllocation'][];
      anniversaryDate: components['schemas']['Day'] | null;
      beneficiaries: components['schemas']['StatementBeneficiary'][];
      carrierId: number;
      carrierName: string;
      deathBenefit: components['schemas']['Money'] | null;
      exchangedFrom: components['schemas']['statements.ExchangedPolicyRef'] | null;
      /** @description The successor this policy was exchanged for, and the policy exchanged for this one. */
      exchangedPolicyFor: components['schemas']['statements.ExchangedPolicyRef'] | null;
      id: number;
      lastAccumulatedValue: components['schemas']['Money'] | null;
      lastValuationDate: components['schemas']['Day'] | null;
      loanBalance: components['schemas']['Money'] | null;
      /** @description Accumulated value less loan balance; 0 for an exchanged policy once its successor has its first valuation. */
      netAccumulatedValue: components['schemas']['Money'];
      policyNumber: string;
      productName: string | null;
      /** @description Exchanged once the exchange date is reached, else the stored status (Active for an exchanged policy before its exchange). */
      status: components['schemas']['PolicyStatus'];
      statusAppliedAsOf: components['schemas']['Day'] | null;
      /** @description Published contributions up to the statement's date. */
      totalContributionValue: components['schemas']['Money'];
    };
    /** @description The exchanged-policy reference of spec 3. */
    'statements.ExchangedPolicyRef': {
      anniversaryDate: components['schemas']['Day'] | null;
      id: number;
      policyNumber: string;
      status: components['schemas']['PolicyStatus'];
    };
    'statements.PlanContributionRow': {
      amount: components['schemas']['Money'];
      carrierId: number;
      carrierName: string;
      contributionType: components['schemas']['TransactionType'];
      /** @description The type's position in TRANSACTION_TYPES (spec 3 contributionTypeValue). */
      contributionTypeValue: number;
      date: components['schemas']['Day'];
      id: number;
      isExchanged: boolean;
      policyId: number;
      policyNumber: string;
    };
    /** @description Spec 3's named record with nested store and documents, over the seeded data: a division (its plan name and first enrollment), its employer as the store (with the number of plan documents across the employer's divisions) and the division's own plan documents. */
    StorePick: {
      documents: {
        items: components['schemas']['StorePickDocument'][];
      };
      id: number;
      name: string;
      startedOn: components['schemas']['Day'] | null;
      store: {
        documents: number;
        name: string;
      };
    };
    /** @description One document of a store pick, naming the record it belongs to. */
    StorePickDocument: {
      docParent: {
        name: string;
      };
      id: number;
      name: string;
    };
    /** @description POST /api/users/{id}/toggle. */
    ToggledUser: {
      id: number;
      isActive: boolean;
      message: string;
    };
    toQueryParams: {
      namedArgs?: {
        query: {
          [key: string]: unknown;
        };
      };
    };
    TransactionReviewRow: {
      amount: components['schemas']['Money'];
      clientId: number;
      date: components['schemas']['Day'];
      insured: string;
      policyId: number;
      policyNumber: string;
      type: components['schemas']['TransactionType'];
    };
    TransactionsReview: {
      file: components['schemas']['ImportFileInfo'];
      /** @constant */
      kind: 'Transactions';
      policies: number;
      rollForward: components['schemas']['RollForwardRow'][];
      rows: components['schemas']['TransactionReviewRow'][];
      tolerance: components['schemas']['RollForwardTolerance'];
      totalContributions: components['schemas']['Money'];
    };
    /** @enum {string} */
    TransactionType:
      | 'Default'
      | 'BaseContribution'
      | 'BonusContribution'
      | 'NonQualContribution'
      | 'OtherContribution'
      | 'BaseContributionEE'
      | 'BonusContributionEE'
      | 'NonQualContributionEE'
      | 'OtherContributionEE'
      | 'BaseContributionERMatch'
      | 'BonusContributionERMatch'
      | 'NonQualContributionERMatch'
      | 'OtherContributionERMatch'
      | 'EmployerContribution'
      | 'LoanDisbursement'
      | 'LoanRepayment'
      | 'LoanRepaymentEE'
      | 'LoanRepaymentERMatch'
      | 'Withdrawal'
      | 'InterestCredit'
      | 'Miscellaneous'
      | 'LoanRepaymentEmployerContribution'
      | 'LoanRepaymentNonQualContributionER';
    /** @description GET /api/users/{id} (spec 3 "User, full form"), with an Employee's participant record and a producer's start date. My Profile and Client Overview read it too. */
    UserDetail: {
      address: string | null;
      city: string | null;
      clientId: number | null;
      clientUniqueId: string | null;
      dateOfBirth: components['schemas']['Day'] | null;
      divisionId: number | null;
      divisions: components['schemas']['UserDivision'][];
      email: string;
      emailConfirmed: boolean;
      employerAdminId: number | null;
      employers: components['schemas']['UserEmployer'][];
      firstName: string;
      id: number;
      isActive: boolean;
      isDeleted: boolean;
      lastName: string;
      matchingContribution: components['schemas']['Percent'] | null;
      note: string | null;
      notes: string | null;
      percentage: components['schemas']['Percent'] | null;
      phoneNumber: string | null;
      planEnrollmentDate: components['schemas']['Day'] | null;
      policies: components['schemas']['UserPolicy'][];
      producerId: number | null;
      role: components['schemas']['Role'];
      since: components['schemas']['Day'] | null;
      state: string | null;
      statusType: components['schemas']['ParticipantStatus'] | null;
      title: string | null;
      userName: string | null;
      zip: string | null;
    };
    /** @description A division a user is linked to, with its employer's name. */
    UserDivision: {
      employerId: number;
      employerName: string;
      id: number;
      name: string;
    };
    /** @description An organization a user is linked to. */
    UserEmployer: {
      id: number;
      isActive: boolean;
      name: string;
    };
    /** @description A row of GET /api/users (spec 3 "User, list form"). */
    UserListRow: {
      divisionId: number | null;
      email: string;
      /** @description Whether the user accepted the invitation (the list offers a resend until then). */
      emailConfirmed: boolean;
      employerAdminId: number | null;
      id: number;
      isActive: boolean;
      name: string;
      phoneNumber: string | null;
      producerId: number | null;
      role: components['schemas']['Role'];
    };
    /** @description A participant's policy in the full user. */
    UserPolicy: {
      carrierId: number;
      carrierName: string;
      id: number;
      policyNumber: string;
      /** @description The carrier's product the policy is written on; null once that product was removed. */
      productId: number | null;
      productName: string | null;
      status: components['schemas']['PolicyStatus'];
    };
    /** @enum {string} */
    ValueFlag:
      'bigMove' | 'negativeValue' | 'loanAboveValue' | 'deathBenefitBelowValue' | 'inactivePolicy';
    /** @description One file row of a values file, beside the policy's previous published value. */
    ValueReviewRow: {
      accumulatedValue: components['schemas']['Money'];
      /** @description Change against the previous value in percent, when there is one above zero. */
      changePercent: components['schemas']['Percent'] | null;
      clientId: number;
      deathBenefit: components['schemas']['Money'];
      flags: components['schemas']['ValueFlag'][];
      insured: string;
      loanBalance: components['schemas']['Money'];
      policyId: number;
      policyNumber: string;
      policyStatus: components['schemas']['PolicyStatus'];
      previousDate: components['schemas']['Day'] | null;
      previousValue: components['schemas']['Money'] | null;
      valuationDate: components['schemas']['Day'];
    };
    ValuesReview: {
      file: components['schemas']['ImportFileInfo'];
      /** @constant */
      kind: 'Values';
      /** @description Active policies of the carrier's plans without a row in this file. */
      missingPolicies: components['schemas']['MissingPolicy'][];
      policies: number;
      /** @description The same policies' previous published values, summed. */
      previousTotal: components['schemas']['Money'];
      rows: components['schemas']['ValueReviewRow'][];
      totalChange: components['schemas']['Money'];
      totalValue: components['schemas']['Money'];
    };
    /** @description spec 3's Version info. */
    VersionInfo: {
      companyName: string;
      copyrightYear: number;
      informationalVersion: string;
      productName: string;
      versionNumber: string;
      versionNumberWithBuildNumber: string;
    };
    WorkItem: {
      count: number;
      key: components['schemas']['WorkKey'];
      /** @description The first day counted (recentDocuments, failedImports: seven days before today). */
      since?: components['schemas']['Day'];
      /** @description The AFR table's year the missing months belong to (afrMissingMonths only). */
      year?: number;
    };
    /**
     * @description A count of records waiting in one list of the caller's scope.
     * @enum {string}
     */
    WorkKey:
      | 'unpublishedFiles'
      | 'failedImports'
      | 'flaggedPolicies'
      | 'afrMissingMonths'
      | 'staleInvitations'
      | 'recentDocuments'
      | 'participantsWithoutPolicy'
      | 'unreadDocuments';
    /** @description GET /api/users/statement/{year}: the yearly statement of spec 3. */
    YearlyStatement: {
      /** @description The day every figure stands at: the as-of date, or the year's last day if earlier. */
      asOf: components['schemas']['Day'];
      deathBenefits: components['schemas']['DeathBenefitRow'][];
      /** @description The first year with published data; the year picker starts there. */
      minYearSelected: number;
      /** @description The first month whose AFR rate is missing, when the receivable split could not be made. */
      missingRate: {
        month: number;
        year: number;
      } | null;
      participant: {
        clientId: number;
        employerName: string;
        name: string;
        planName: string | null;
        userId: number;
      };
      planContributions: components['schemas']['MonthlySeries'];
      policies: components['schemas']['StatementPolicy'][];
      totalPlanValue: components['schemas']['MonthlySeries'];
      /** @description The figures at `asOf`. */
      totals: {
        contributionsInYear: components['schemas']['Money'];
        deathBenefit: components['schemas']['Money'];
        totalPlanValue: components['schemas']['Money'];
      };
      year: number;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getAfrRate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AfrRateTables'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postAfrRate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id?: unknown;
          rates: {
            apr: string;
            aug: string;
            dec: string;
            feb: string;
            jan: string;
            jul: string;
            jun: string;
            mar: string;
            may: string;
            nov: string;
            oct: string;
            sep: string;
          };
          year: number;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postAfrRateAccountReceivable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          division: number;
          endDate: string;
          /** @enum {string} */
          lang?: 'en' | 'vi';
          startDate: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountReceivableReport'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postAfrRateDownloadCsv: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          division: number;
          endDate: string;
          /** @enum {string} */
          lang?: 'en' | 'vi';
          startDate: string;
        };
      };
    };
    responses: {
      /** @description The file, with its name in Content-Disposition. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postAfrRateDownloadPdf: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          division: number;
          endDate: string;
          /** @enum {string} */
          lang?: 'en' | 'vi';
          startDate: string;
        };
      };
    };
    responses: {
      /** @description The file, with its name in Content-Disposition. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getAfrRateEntryByYear: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The year of the rate table.
         * @example 2025
         */
        year: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AfrRateEntry'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postAfrRateParticipantReceivable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          participantId: number;
          year: number;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ParticipantReceivableReport'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getAfrRateParticipantsByDivisionId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The division’s id. */
        divisionId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReceivableParticipant'][];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postAuthLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait for the `Retry-After` seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postAuthLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postAuthRefreshToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default  */
          accessToken?: string;
          refreshToken: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait for the `Retry-After` seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCarriers: {
    parameters: {
      query: {
        Ids?: number[];
        IsActive?: boolean;
        PageNumber: number;
        PageSize: number;
        SearchText?: string;
        /** @description Sorts by the first key from the highest down. */
        'SortCriteria[0].isDescending'?: boolean;
        /** @description The first sort key (a second goes in SortCriteria[1].sortKey, up to five). GET /api/models lists the keys of each list. */
        'SortCriteria[0].sortKey'?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pageNumber: number;
            pageSize: number;
            /** @description Rows matching the query, over all pages. */
            resultCount: number;
            rows: components['schemas']['CarrierRow'][];
          };
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCarriersByCarrierId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The carrier’s id. */
        carrierId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CarrierDetail'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCarriersByCarrierIdBankAccount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The carrier’s id. */
        carrierId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CarrierBankAccount'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCarriersCarrierDocumentsByClientId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The participant’s id. */
        clientId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CarrierDocument'][];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postCarriersSaveCarrier: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          accountName?: string | null;
          accountNumber?: string | null;
          address1?: string | null;
          address2?: string | null;
          bankAddress?: string | null;
          bankName?: string | null;
          city?: string | null;
          /** @default false */
          confirmRemovals?: boolean;
          contacts?: {
            email?: string | null;
            firstName: string;
            id?: (0 | number) | null;
            lastName: string;
            phone?: string | null;
            position?: string | null;
          }[];
          documentUrl?: string | null;
          id?: (0 | number) | null;
          investments: {
            id?: (0 | number) | null;
            investmentName: string;
            percentage?: string | null;
            type?: string | null;
          }[];
          /** @default true */
          isActive?: boolean;
          name: string;
          notes?: string | null;
          products: {
            id?: (0 | number) | null;
            productName: string;
          }[];
          routing?: string | null;
          state?: string | null;
          zipCode?: string | null;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The change conflicts with stored data (`extensions` says which). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getClients: {
    parameters: {
      query: {
        EmployerId?: number;
        FirstName?: string;
        Ids?: number[];
        LastName?: string;
        PageNumber: number;
        PageSize: number;
        SearchText?: string;
        /** @description Sorts by the first key from the highest down. */
        'SortCriteria[0].isDescending'?: boolean;
        /** @description The first sort key (a second goes in SortCriteria[1].sortKey, up to five). GET /api/models lists the keys of each list. */
        'SortCriteria[0].sortKey'?: string;
        UserIds?: number[];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pageNumber: number;
            pageSize: number;
            /** @description Rows matching the query, over all pages. */
            resultCount: number;
            rows: components['schemas']['Participant'][];
          };
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getClientsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The participant’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Participant'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getClientsExport: {
    parameters: {
      query?: {
        EmployerId?: number;
        FirstName?: string;
        Ids?: number[];
        Lang?: 'en' | 'vi';
        LastName?: string;
        SearchText?: string;
        /** @description Sorts by the first key from the highest down. */
        'SortCriteria[0].isDescending'?: boolean;
        /** @description The first sort key (a second goes in SortCriteria[1].sortKey, up to five). GET /api/models lists the keys of each list. */
        'SortCriteria[0].sortKey'?: string;
        UserIds?: number[];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with its name in Content-Disposition. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Dashboard'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDivisions: {
    parameters: {
      query: {
        EmployerIds?: number[];
        Ids?: number[];
        PageNumber: number;
        PageSize: number;
        SearchText?: string;
        /** @description Sorts by the first key from the highest down. */
        'SortCriteria[0].isDescending'?: boolean;
        /** @description The first sort key (a second goes in SortCriteria[1].sortKey, up to five). GET /api/models lists the keys of each list. */
        'SortCriteria[0].sortKey'?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pageNumber: number;
            pageSize: number;
            /** @description Rows matching the query, over all pages. */
            resultCount: number;
            rows: components['schemas']['DivisionRow'][];
          };
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDivisionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The division’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DivisionRow'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDivisionsEmployerAdminById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The employer admin’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DivisionRow'][];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postDivisionsSaveDivision: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          address?: string | null;
          city?: string | null;
          employerAdmins?: number[];
          employerId: number;
          id?: (0 | number) | null;
          matchingContribution?: string | null;
          name: string;
          percentage?: string | null;
          planName?: string | null;
          producers?: number[];
          state?: string | null;
          zipCode?: string | null;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDocuments: {
    parameters: {
      query: {
        DocumentType?: 'ClientDocument' | 'PlanDocument' | 'PolicyDocument';
        Ids?: number[];
        ModifiedSince?: string;
        PageNumber: number;
        PageSize: number;
        SearchText?: string;
        /** @description Sorts by the first key from the highest down. */
        'SortCriteria[0].isDescending'?: boolean;
        /** @description The first sort key (a second goes in SortCriteria[1].sortKey, up to five). GET /api/models lists the keys of each list. */
        'SortCriteria[0].sortKey'?: string;
        Unread?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pageNumber: number;
            pageSize: number;
            /** @description Rows matching the query, over all pages. */
            resultCount: number;
            rows: components['schemas']['DocumentRow'][];
          };
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postDocuments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          CarrierId?: number;
          ClientId?: number;
          DivisionId?: number;
          /** @enum {string} */
          DocumentType: 'ClientDocument' | 'PlanDocument' | 'PolicyDocument';
          /** Format: binary */
          File: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The change conflicts with stored data (`extensions` says which). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The upload or body is too large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDocumentsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The document’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentRow'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDocumentsCarrierByCarrierId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The carrier’s id. */
        carrierId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentRow'][];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDocumentsClientDocumentsByClientId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The participant’s id. */
        clientId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentRow'][];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteDocumentsDeleteDocumentByFileName: {
    parameters: {
      query: {
        CarrierId?: number;
        ClientId?: number;
        DivisionId?: number;
        Id?: number;
        Type: 'ClientDocument' | 'PlanDocument' | 'PolicyDocument';
      };
      header?: never;
      path: {
        /** @description The document’s file name, as its list gives it. */
        fileName: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postDocumentsDownloadPdfByFileName: {
    parameters: {
      query: {
        CarrierId?: number;
        ClientId?: number;
        DivisionId?: number;
        Id?: number;
        Type: 'ClientDocument' | 'PlanDocument' | 'PolicyDocument';
      };
      header?: never;
      path: {
        /** @description The document’s file name, as its list gives it. */
        fileName: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with its name in Content-Disposition. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The requested range cannot be satisfied. */
      416: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDocumentsPlantDocuments: {
    parameters: {
      query?: {
        ClientId?: number;
        DivisionId?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentRow'][];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDocumentsPolicyDocumentsByClientId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The participant’s id. */
        clientId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentRow'][];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getEmployers: {
    parameters: {
      query: {
        Ids?: number[];
        PageNumber: number;
        PageSize: number;
        SearchText?: string;
        /** @description Sorts by the first key from the highest down. */
        'SortCriteria[0].isDescending'?: boolean;
        /** @description The first sort key (a second goes in SortCriteria[1].sortKey, up to five). GET /api/models lists the keys of each list. */
        'SortCriteria[0].sortKey'?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pageNumber: number;
            pageSize: number;
            /** @description Rows matching the query, over all pages. */
            resultCount: number;
            rows: components['schemas']['EmployerRow'][];
          };
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getEmployersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The employer’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmployerDetail'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getEmployersEmployerAdminById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The employer admin’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmployerWithDivisions'][];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getEmployersProducerIdById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The producer’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmployerWithDivisions'][];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postEmployersSaveEmployer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          contacts?: {
            email?: string | null;
            firstName: string;
            id?: (0 | number) | null;
            lastName: string;
            phone?: string | null;
            position?: string | null;
          }[];
          divisions: {
            address?: string | null;
            city?: string | null;
            employerAdmins?: number[];
            id?: (0 | number) | null;
            matchingContribution?: string | null;
            name: string;
            percentage?: string | null;
            planName?: string | null;
            producers?: number[];
            state?: string | null;
            zipCode?: string | null;
          }[];
          id?: (0 | number) | null;
          /** @default true */
          isActive?: boolean;
          name: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The change conflicts with stored data (`extensions` says which). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getExamplesCsv: {
    parameters: {
      query?: {
        Lang?: 'en' | 'vi';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with its name in Content-Disposition. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postExamplesEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          message: string;
          subject: string;
          to: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postExamplesEmployee: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          dateOfBirth?: string | null;
          firstName: string;
          id: number;
          lastName: string;
          phoneNumber?: string | null;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getExamplesEmployeeByEmployeeId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The employee’s id. */
        employeeId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExampleEmployee'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postExamplesFindemployees: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          employerId?: number;
          /** @default 1 */
          pageNumber?: number;
          /** @default 25 */
          pageSize?: number;
          searchText?: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pageNumber: number;
            pageSize: number;
            /** @description Rows matching the query, over all pages. */
            resultCount: number;
            rows: components['schemas']['ExampleEmployee'][];
          };
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postExamplesPdf: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          employeeId: number;
          /** @enum {string} */
          lang?: 'en' | 'vi';
        };
      };
    };
    responses: {
      /** @description The file, with its name in Content-Disposition. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getExamplesStorepicks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StorePick'][];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postFiles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          CarrierId: string;
          /** Format: binary */
          File: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportStarted'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The upload or body is too large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteFilesDeleteFileTransactionByFileName: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The imported file’s stored name, as the file list gives it. */
        fileName: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The change conflicts with stored data (`extensions` says which). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getFilesFailedImports: {
    parameters: {
      query: {
        Since: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailedImport'][];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getFilesGetFileInfo: {
    parameters: {
      query?: {
        FileStatus?: 'UnPublished' | 'Processing' | 'Published';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportFileList'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getFilesProgressById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The progress id the upload answered. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportProgress'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postFilesPublishFiles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          fileIds: number[];
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The change conflicts with stored data (`extensions` says which). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getFilesReviewByFileId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The file’s id. */
        fileId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FileReview'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postFilesUploadFileTransaction: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          CarrierId: string;
          /** Format: binary */
          File: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportStarted'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The upload or body is too large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthStatus'];
        };
      };
    };
  };
  getHistoryAfrRatesById: {
    parameters: {
      query?: {
        ActorId?: number;
        Field?: string;
        From?: string | null;
        Lang?: 'en' | 'vi';
        PageNumber?: number;
        PageSize?: number;
        To?: string | null;
      };
      header?: never;
      path: {
        /** @description The AFR table’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HistoryPage'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHistoryAfrRatesByIdCsv: {
    parameters: {
      query?: {
        ActorId?: number;
        Field?: string;
        From?: string | null;
        Lang?: 'en' | 'vi';
        PageNumber?: number;
        PageSize?: number;
        To?: string | null;
      };
      header?: never;
      path: {
        /** @description The AFR table’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with its name in Content-Disposition. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHistoryCarriersById: {
    parameters: {
      query?: {
        ActorId?: number;
        Field?: string;
        From?: string | null;
        Lang?: 'en' | 'vi';
        PageNumber?: number;
        PageSize?: number;
        To?: string | null;
      };
      header?: never;
      path: {
        /** @description The carrier’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HistoryPage'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHistoryCarriersByIdCsv: {
    parameters: {
      query?: {
        ActorId?: number;
        Field?: string;
        From?: string | null;
        Lang?: 'en' | 'vi';
        PageNumber?: number;
        PageSize?: number;
        To?: string | null;
      };
      header?: never;
      path: {
        /** @description The carrier’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with its name in Content-Disposition. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHistoryDivisionsById: {
    parameters: {
      query?: {
        ActorId?: number;
        Field?: string;
        From?: string | null;
        Lang?: 'en' | 'vi';
        PageNumber?: number;
        PageSize?: number;
        To?: string | null;
      };
      header?: never;
      path: {
        /** @description The division’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HistoryPage'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHistoryDivisionsByIdCsv: {
    parameters: {
      query?: {
        ActorId?: number;
        Field?: string;
        From?: string | null;
        Lang?: 'en' | 'vi';
        PageNumber?: number;
        PageSize?: number;
        To?: string | null;
      };
      header?: never;
      path: {
        /** @description The division’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with its name in Content-Disposition. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHistoryDocumentsById: {
    parameters: {
      query?: {
        ActorId?: number;
        Field?: string;
        From?: string | null;
        Lang?: 'en' | 'vi';
        PageNumber?: number;
        PageSize?: number;
        To?: string | null;
      };
      header?: never;
      path: {
        /** @description The document’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HistoryPage'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHistoryDocumentsByIdCsv: {
    parameters: {
      query?: {
        ActorId?: number;
        Field?: string;
        From?: string | null;
        Lang?: 'en' | 'vi';
        PageNumber?: number;
        PageSize?: number;
        To?: string | null;
      };
      header?: never;
      path: {
        /** @description The document’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with its name in Content-Disposition. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHistoryImportFilesById: {
    parameters: {
      query?: {
        ActorId?: number;
        Field?: string;
        From?: string | null;
        Lang?: 'en' | 'vi';
        PageNumber?: number;
        PageSize?: number;
        To?: string | null;
      };
      header?: never;
      path: {
        /** @description The file’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HistoryPage'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHistoryImportFilesByIdCsv: {
    parameters: {
      query?: {
        ActorId?: number;
        Field?: string;
        From?: string | null;
        Lang?: 'en' | 'vi';
        PageNumber?: number;
        PageSize?: number;
        To?: string | null;
      };
      header?: never;
      path: {
        /** @description The file’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with its name in Content-Disposition. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHistoryInvestmentsById: {
    parameters: {
      query?: {
        ActorId?: number;
        Field?: string;
        From?: string | null;
        Lang?: 'en' | 'vi';
        PageNumber?: number;
        PageSize?: number;
        To?: string | null;
      };
      header?: never;
      path: {
        /** @description The investment’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HistoryPage'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHistoryInvestmentsByIdCsv: {
    parameters: {
      query?: {
        ActorId?: number;
        Field?: string;
        From?: string | null;
        Lang?: 'en' | 'vi';
        PageNumber?: number;
        PageSize?: number;
        To?: string | null;
      };
      header?: never;
      path: {
        /** @description The investment’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with its name in Content-Disposition. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHistoryOrganizationsById: {
    parameters: {
      query?: {
        ActorId?: number;
        Field?: string;
        From?: string | null;
        Lang?: 'en' | 'vi';
        PageNumber?: number;
        PageSize?: number;
        To?: string | null;
      };
      header?: never;
      path: {
        /** @description The employer’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HistoryPage'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHistoryOrganizationsByIdCsv: {
    parameters: {
      query?: {
        ActorId?: number;
        Field?: string;
        From?: string | null;
        Lang?: 'en' | 'vi';
        PageNumber?: number;
        PageSize?: number;
        To?: string | null;
      };
      header?: never;
      path: {
        /** @description The employer’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with its name in Content-Disposition. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHistoryPoliciesById: {
    parameters: {
      query?: {
        ActorId?: number;
        Field?: string;
        From?: string | null;
        Lang?: 'en' | 'vi';
        PageNumber?: number;
        PageSize?: number;
        To?: string | null;
      };
      header?: never;
      path: {
        /** @description The policy’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HistoryPage'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHistoryPoliciesByIdCsv: {
    parameters: {
      query?: {
        ActorId?: number;
        Field?: string;
        From?: string | null;
        Lang?: 'en' | 'vi';
        PageNumber?: number;
        PageSize?: number;
        To?: string | null;
      };
      header?: never;
      path: {
        /** @description The policy’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with its name in Content-Disposition. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHistoryProductsById: {
    parameters: {
      query?: {
        ActorId?: number;
        Field?: string;
        From?: string | null;
        Lang?: 'en' | 'vi';
        PageNumber?: number;
        PageSize?: number;
        To?: string | null;
      };
      header?: never;
      path: {
        /** @description The product’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HistoryPage'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHistoryProductsByIdCsv: {
    parameters: {
      query?: {
        ActorId?: number;
        Field?: string;
        From?: string | null;
        Lang?: 'en' | 'vi';
        PageNumber?: number;
        PageSize?: number;
        To?: string | null;
      };
      header?: never;
      path: {
        /** @description The product’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with its name in Content-Disposition. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHistoryUsersById: {
    parameters: {
      query?: {
        ActorId?: number;
        Field?: string;
        From?: string | null;
        Lang?: 'en' | 'vi';
        PageNumber?: number;
        PageSize?: number;
        To?: string | null;
      };
      header?: never;
      path: {
        /** @description The user’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HistoryPage'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHistoryUsersByIdCsv: {
    parameters: {
      query?: {
        ActorId?: number;
        Field?: string;
        From?: string | null;
        Lang?: 'en' | 'vi';
        PageNumber?: number;
        PageSize?: number;
        To?: string | null;
      };
      header?: never;
      path: {
        /** @description The user’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with its name in Content-Disposition. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getInvestments: {
    parameters: {
      query: {
        CarrierIds?: number[];
        Ids?: number[];
        PageNumber: number;
        PageSize: number;
        SearchText?: string;
        /** @description Sorts by the first key from the highest down. */
        'SortCriteria[0].isDescending'?: boolean;
        /** @description The first sort key (a second goes in SortCriteria[1].sortKey, up to five). GET /api/models lists the keys of each list. */
        'SortCriteria[0].sortKey'?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pageNumber: number;
            pageSize: number;
            /** @description Rows matching the query, over all pages. */
            resultCount: number;
            rows: components['schemas']['InvestmentListRow'][];
          };
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getInvestmentsByCarrierId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The carrier’s id. */
        carrierId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvestmentRow'][];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getInvestmentsGetInvestmentDetail: {
    parameters: {
      query: {
        Id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvestmentDetail'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postInvestmentsSaveInvestment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          carrierId: number;
          id?: (0 | number) | null;
          investmentName: string;
          percentage?: string | null;
          type?: string | null;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getModels: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Models'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getOpenapiJson: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiDescription'];
        };
      };
    };
  };
  getPoliciesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The policy’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PolicyDetail'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPoliciesByIdAccumulatedValues: {
    parameters: {
      query?: {
        From?: string | null;
        IsPublished?: 'true' | 'false';
        PageNumber?: number;
        PageSize?: number;
        To?: string | null;
        Type?:
          | 'Default'
          | 'BaseContribution'
          | 'BonusContribution'
          | 'NonQualContribution'
          | 'OtherContribution'
          | 'BaseContributionEE'
          | 'BonusContributionEE'
          | 'NonQualContributionEE'
          | 'OtherContributionEE'
          | 'BaseContributionERMatch'
          | 'BonusContributionERMatch'
          | 'NonQualContributionERMatch'
          | 'OtherContributionERMatch'
          | 'EmployerContribution'
          | 'LoanDisbursement'
          | 'LoanRepayment'
          | 'LoanRepaymentEE'
          | 'LoanRepaymentERMatch'
          | 'Withdrawal'
          | 'InterestCredit'
          | 'Miscellaneous'
          | 'LoanRepaymentEmployerContribution'
          | 'LoanRepaymentNonQualContributionER'
          | 'PlannedValue'
          | 'DeathBenefit'
          | 'TotalContributionValue'
          | 'LoanBalance';
      };
      header?: never;
      path: {
        /** @description The policy’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccumulatedValuePage'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postPoliciesByIdAccumulatedValues: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The policy’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          accumulatedValue?: string | null;
          /** @default false */
          isPublished?: boolean;
          loanBalance?: string | null;
          totalDeathBenefit?: string | null;
          valuationDate: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The change conflicts with stored data (`extensions` says which). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPoliciesByIdChanges: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The policy’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PolicyChange'][];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postPoliciesByIdExchange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The policy’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          accountLabel?: string | null;
          agent?: string | null;
          allocations: {
            id?: (0 | number) | null;
            investmentId: number;
            percent: string;
          }[];
          anniversaryDate?: string | null;
          beneficiaries: {
            id?: (0 | number) | null;
            name: string;
            percent: string;
            /** @enum {string} */
            type: 'Primary' | 'Contingent';
          }[];
          carrierId: number;
          coInsuredBirthDay?: string | null;
          coInsuredName?: string | null;
          divisionId?: number | null;
          exchangeDate: string;
          /** @default false */
          isCoInsured?: boolean;
          /** @default true */
          isShowPolicy?: boolean;
          policyNumber: string;
          productId?: number | null;
          /**
           * @default Active
           * @enum {string}
           */
          status?: 'Active' | 'Exchanged' | 'Lapsed' | 'Surrendered' | 'Matured';
          statusAppliedAsOf?: string | null;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPoliciesByIdTransactions: {
    parameters: {
      query?: {
        From?: string | null;
        IsPublished?: 'true' | 'false';
        PageNumber?: number;
        PageSize?: number;
        To?: string | null;
        Type?:
          | 'Default'
          | 'BaseContribution'
          | 'BonusContribution'
          | 'NonQualContribution'
          | 'OtherContribution'
          | 'BaseContributionEE'
          | 'BonusContributionEE'
          | 'NonQualContributionEE'
          | 'OtherContributionEE'
          | 'BaseContributionERMatch'
          | 'BonusContributionERMatch'
          | 'NonQualContributionERMatch'
          | 'OtherContributionERMatch'
          | 'EmployerContribution'
          | 'LoanDisbursement'
          | 'LoanRepayment'
          | 'LoanRepaymentEE'
          | 'LoanRepaymentERMatch'
          | 'Withdrawal'
          | 'InterestCredit'
          | 'Miscellaneous'
          | 'LoanRepaymentEmployerContribution'
          | 'LoanRepaymentNonQualContributionER'
          | 'PlannedValue'
          | 'DeathBenefit'
          | 'TotalContributionValue'
          | 'LoanBalance';
      };
      header?: never;
      path: {
        /** @description The policy’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanContributionPage'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postPoliciesByIdTransactions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The policy’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          amount?: string | null;
          date: string;
          /** @default false */
          isPublished?: boolean;
          /** @enum {string} */
          type:
            | 'Default'
            | 'BaseContribution'
            | 'BonusContribution'
            | 'NonQualContribution'
            | 'OtherContribution'
            | 'BaseContributionEE'
            | 'BonusContributionEE'
            | 'NonQualContributionEE'
            | 'OtherContributionEE'
            | 'BaseContributionERMatch'
            | 'BonusContributionERMatch'
            | 'NonQualContributionERMatch'
            | 'OtherContributionERMatch'
            | 'EmployerContribution'
            | 'LoanDisbursement'
            | 'LoanRepayment'
            | 'LoanRepaymentEE'
            | 'LoanRepaymentERMatch'
            | 'Withdrawal'
            | 'InterestCredit'
            | 'Miscellaneous'
            | 'LoanRepaymentEmployerContribution'
            | 'LoanRepaymentNonQualContributionER';
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The change conflicts with stored data (`extensions` says which). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPoliciesAccumulatedLastValuationDateByClientId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The participant’s id. */
        clientId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LastValuationDate'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deletePoliciesDeleteAccumulatedValue: {
    parameters: {
      query: {
        Id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deletePoliciesDeleteMultiAccumulatedValue: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: number[];
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deletePoliciesDeleteMultiPlanContribution: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: number[];
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deletePoliciesDeletePlanContribution: {
    parameters: {
      query: {
        Id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPoliciesHealth: {
    parameters: {
      query?: {
        DivisionId?: number;
        EmployerId?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PolicyHealthRow'][];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPoliciesHistoryPointsByMonthByYearById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The policy’s id. */
        id: number;
        /**
         * @description 1 to 12
         * @example 12
         */
        month: string;
        /**
         * @description 1900 to 2200
         * @example 2024
         */
        year: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HistoryPoint'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postPoliciesSavePolicy: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          accountLabel?: string | null;
          agent?: string | null;
          allocations: {
            id?: (0 | number) | null;
            investmentId: number;
            percent: string;
          }[];
          anniversaryDate?: string | null;
          beneficiaries: {
            id?: (0 | number) | null;
            name: string;
            percent: string;
            /** @enum {string} */
            type: 'Primary' | 'Contingent';
          }[];
          carrierId: number;
          clientId: number;
          coInsuredBirthDay?: string | null;
          coInsuredName?: string | null;
          divisionId?: number | null;
          id?: (0 | number) | null;
          /** @default false */
          isCoInsured?: boolean;
          /** @default true */
          isShowPolicy?: boolean;
          policyNumber: string;
          productId?: number | null;
          /**
           * @default Active
           * @enum {string}
           */
          status?: 'Active' | 'Exchanged' | 'Lapsed' | 'Surrendered' | 'Matured';
          statusAppliedAsOf?: string | null;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The change conflicts with stored data (`extensions` says which). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPolicyHistoryByPolicyId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The policy’s id. */
        policyId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PolicyHistory'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getProducers: {
    parameters: {
      query: {
        Ids?: number[];
        PageNumber: number;
        PageSize: number;
        SearchText?: string;
        /** @description Sorts by the first key from the highest down. */
        'SortCriteria[0].isDescending'?: boolean;
        /** @description The first sort key (a second goes in SortCriteria[1].sortKey, up to five). GET /api/models lists the keys of each list. */
        'SortCriteria[0].sortKey'?: string;
        UserIds?: number[];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pageNumber: number;
            pageSize: number;
            /** @description Rows matching the query, over all pages. */
            resultCount: number;
            rows: components['schemas']['ProducerRow'][];
          };
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postProducers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          id?: (0 | number) | null;
          name: string;
          since?: string | null;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedProducer'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The change conflicts with stored data (`extensions` says which). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getProducersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The producer’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProducerRow'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getProducersGetActivedProducers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActiveProducers'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getProducts: {
    parameters: {
      query: {
        CarrierIds?: number[];
        Ids?: number[];
        PageNumber: number;
        PageSize: number;
        SearchText?: string;
        /** @description Sorts by the first key from the highest down. */
        'SortCriteria[0].isDescending'?: boolean;
        /** @description The first sort key (a second goes in SortCriteria[1].sortKey, up to five). GET /api/models lists the keys of each list. */
        'SortCriteria[0].sortKey'?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pageNumber: number;
            pageSize: number;
            /** @description Rows matching the query, over all pages. */
            resultCount: number;
            rows: components['schemas']['ProductListRow'][];
          };
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getProductsByCarrierId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The carrier’s id. */
        carrierId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductRow'][];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getProductsGetProductDetail: {
    parameters: {
      query: {
        Id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductDetail'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postProductsSaveProduct: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          carrierId: number;
          id?: (0 | number) | null;
          productName: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getSavedViews: {
    parameters: {
      query?: {
        /** @description Only the views of this list. */
        Resource?:
          | 'users'
          | 'organizations'
          | 'divisions'
          | 'carriers'
          | 'products'
          | 'investments'
          | 'documents';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedView'][];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postSavedViews: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default {} */
          filter?: {
            [key: string]: string | number | boolean | (string | number)[];
          };
          /** @default [] */
          hiddenColumns?: string[];
          name: string;
          perPage: 5 | 10 | 25 | 50 | 100;
          /** @enum {string} */
          resource:
            | 'users'
            | 'organizations'
            | 'divisions'
            | 'carriers'
            | 'products'
            | 'investments'
            | 'documents';
          sort: {
            field: string;
            /** @enum {string} */
            order: 'ASC' | 'DESC';
          };
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedView'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The change conflicts with stored data (`extensions` says which). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteSavedViewsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The saved view’s id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResult'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postSavedViewsByIdRename: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The saved view’s id. */
        id: number;
      };
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
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedView'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getSavedViewsSharedByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The token of the view’s share link.
         * @example Example-share-token-of-a-view-01
         */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SharedView'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getUsers: {
    parameters: {
      query: {
        EmailAddress?: string;
        Ids?: number[];
        InvitationOverdue?: boolean;
        IsActive?: boolean;
        IsDeleted: boolean;
        PageNumber: number;
        PageSize: number;
        Role?: 'Admin' | 'Producer' | 'EmployerAdmin' | 'Employee';
        SearchText?: string;
        /** @description Sorts by the first key from the highest down. */
        'SortCriteria[0].isDescending'?: boolean;
        /** @description The first sort key (a second goes in SortCriteria[1].sortKey, up to five). GET /api/models lists the keys of each list. */
        'SortCriteria[0].sortKey'?: string;
        WithoutPolicy?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pageNumber: number;
            pageSize: number;
            /** @description Rows matching the query, over all pages. */
            resultCount: number;
            rows: components['schemas']['UserListRow'][];
          };
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getUsersByUserId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user’s id. */
        userId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDetail'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postUsersByUserId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user’s id. */
        userId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResult'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteUsersByUserId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user’s id. */
        userId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResult'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postUsersByUserIdToggle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user’s id. */
        userId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          isActive?: boolean;
          /** @default [] */
          newEmployersProducers?: {
            employerId: number;
            producerId: number;
          }[];
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ToggledUser'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postUsersByUserIdValidateToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user’s id. */
        userId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default false */
          resetPassword?: boolean;
          token: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinkUser'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait for the `Retry-After` seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getUsersAccummulatedHistory: {
    parameters: {
      query: {
        PageNumber: number;
        PageSize: number;
        PoliciesId?: number[];
        PolicyIds?: number[];
        SearchText?: string;
        /** @description Sorts by the first key from the highest down. */
        'SortCriteria[0].isDescending'?: boolean;
        /** @description The first sort key (a second goes in SortCriteria[1].sortKey, up to five). GET /api/models lists the keys of each list. */
        'SortCriteria[0].sortKey'?: string;
        Time: string;
        UserId?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccumulatedHistoryPage'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postUsersAccummulatedHistory: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          pageNumber: number;
          pageSize: number;
          policiesId?: number[];
          policyIds?: number[];
          searchText?: string;
          sortCriteria?: {
            isDescending?: boolean;
            sortKey: string;
          }[];
          time: string;
          userId?: number;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccumulatedHistoryPage'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getUsersAccummulatedHistoryCsv: {
    parameters: {
      query: {
        Lang?: 'en' | 'vi';
        PoliciesId?: number[];
        PolicyIds?: number[];
        Time: string;
        UserId?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with its name in Content-Disposition. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postUsersForgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait for the `Retry-After` seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postUsersGetUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          emailAddress?: string;
          ids?: number[];
          invitationOverdue?: boolean;
          isActive?: boolean;
          isDeleted: boolean;
          pageNumber: number;
          pageSize: number;
          /** @enum {string} */
          role?: 'Admin' | 'Producer' | 'EmployerAdmin' | 'Employee';
          searchText?: string;
          sortCriteria?: {
            isDescending?: boolean;
            sortKey: string;
          }[];
          withoutPolicy?: boolean;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pageNumber: number;
            pageSize: number;
            /** @description Rows matching the query, over all pages. */
            resultCount: number;
            rows: components['schemas']['UserListRow'][];
          };
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postUsersPlantContributionsByTimeByUserId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The period: all, ytd, last12 or a year (four digits). */
        time: string;
        /** @description The user’s id. */
        userId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PolicyHistoryBundle'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getUsersPlantHistory: {
    parameters: {
      query: {
        ContributionType?:
          | 'BaseContribution'
          | 'BonusContribution'
          | 'NonQualContribution'
          | 'OtherContribution'
          | 'BaseContributionEE'
          | 'BonusContributionEE'
          | 'NonQualContributionEE'
          | 'OtherContributionEE'
          | 'BaseContributionERMatch'
          | 'BonusContributionERMatch'
          | 'NonQualContributionERMatch'
          | 'OtherContributionERMatch'
          | 'EmployerContribution';
        PageNumber: number;
        PageSize: number;
        PoliciesId?: number[];
        PolicyIds?: number[];
        SearchText?: string;
        /** @description Sorts by the first key from the highest down. */
        'SortCriteria[0].isDescending'?: boolean;
        /** @description The first sort key (a second goes in SortCriteria[1].sortKey, up to five). GET /api/models lists the keys of each list. */
        'SortCriteria[0].sortKey'?: string;
        Time: string;
        UserId?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanHistoryPage'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postUsersPlantHistory: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          contributionType?:
            | 'BaseContribution'
            | 'BonusContribution'
            | 'NonQualContribution'
            | 'OtherContribution'
            | 'BaseContributionEE'
            | 'BonusContributionEE'
            | 'NonQualContributionEE'
            | 'OtherContributionEE'
            | 'BaseContributionERMatch'
            | 'BonusContributionERMatch'
            | 'NonQualContributionERMatch'
            | 'OtherContributionERMatch'
            | 'EmployerContribution';
          pageNumber: number;
          pageSize: number;
          policiesId?: number[];
          policyIds?: number[];
          searchText?: string;
          sortCriteria?: {
            isDescending?: boolean;
            sortKey: string;
          }[];
          time: string;
          userId?: number;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanHistoryPage'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getUsersPlantHistoryCsv: {
    parameters: {
      query: {
        ContributionType?:
          | 'BaseContribution'
          | 'BonusContribution'
          | 'NonQualContribution'
          | 'OtherContribution'
          | 'BaseContributionEE'
          | 'BonusContributionEE'
          | 'NonQualContributionEE'
          | 'OtherContributionEE'
          | 'BaseContributionERMatch'
          | 'BonusContributionERMatch'
          | 'NonQualContributionERMatch'
          | 'OtherContributionERMatch'
          | 'EmployerContribution';
        Lang?: 'en' | 'vi';
        PoliciesId?: number[];
        PolicyIds?: number[];
        Time: string;
        UserId?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with its name in Content-Disposition. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postUsersSaveUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          address?: string | null;
          city?: string | null;
          clientUniqueId?: string | null;
          dateOfBirth?: string | null;
          divisionId?: number | null;
          divisions?: number[];
          email: string;
          employers?: number[];
          firstName: string;
          id?: (0 | number) | null;
          isActive?: boolean;
          lastName: string;
          matchingContribution?: string | null;
          note?: string | null;
          notes?: string | null;
          percentage?: string | null;
          phoneNumber?: string | null;
          planEnrollmentDate?: string | null;
          policies?: unknown[];
          /** @enum {string} */
          role: 'Admin' | 'Producer' | 'EmployerAdmin' | 'Employee';
          since?: string | null;
          state?: string | null;
          statusType?:
            | (
                | 'ActiveContributing'
                | 'ActiveNonContributing'
                | 'NonParticipating'
                | 'TerminatedDeferredBenefit'
                | 'TerminatedReceivingBenefit'
                | 'TerminatedExhaustedBenefit'
                | 'RetiredDeferredBenefit'
                | 'RetiredReceivingBenefit'
                | 'RetiredExhaustedBenefit'
                | 'Deceased'
                | 'Active'
                | 'InActive'
              )
            | null;
          title?: string | null;
          zip?: string | null;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The change conflicts with stored data (`extensions` says which). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getUsersSendEmail: {
    parameters: {
      query: {
        UserEmail: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResult'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The caller’s role may not use this call. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  postUsersSetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: string;
          token: string;
          userEmail: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinkUser'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait for the `Retry-After` seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getUsersStatementByYear: {
    parameters: {
      query?: {
        AsOf?: string;
        Lang?: 'en' | 'vi';
        UserId?: number;
      };
      header?: never;
      path: {
        /**
         * @description The year of the statement.
         * @example 2024
         */
        year: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['YearlyStatement'];
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getUsersStatementByYearPdf: {
    parameters: {
      query?: {
        AsOf?: string;
        Lang?: 'en' | 'vi';
        UserId?: number;
      };
      header?: never;
      path: {
        /** @description The year of the statement. */
        year: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with its name in Content-Disposition. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Invalid input: problem details; `extensions.errors` lists each field with its message key and English text. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid access token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No such record, or one outside the caller’s scope (its existence is not revealed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getVersion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VersionInfo'];
        };
      };
    };
  };
}
