/**
 * PostgREST's own error codes, named once (as its `Error/Types.hs` names them) for the server that
 * answers them (server/rest) and the browser code that reads them. The names say what the client did
 * or met; the status each is answered with is written once, in `server/rest/restErrors.ts`. Errors
 * raised by PostgreSQL keep their SQLSTATE (`SqlState`, `sqlStates.ts`), which PostgREST passes through.
 */
export const postgrestCodes = {
  /** The database cannot be reached, or (hiding the details) our own fault. */
  databaseUnavailable: 'PGRST000',
  /** The query string cannot be read (select, filters, order, limits). */
  invalidQuery: 'PGRST100',
  /** The body is empty or not JSON of the expected shape. */
  invalidBody: 'PGRST102',
  /** The range asked for lies past the rows there are. */
  invalidRange: 'PGRST103',
  /** Accept-Profile / Content-Profile names a schema that is not exposed. */
  schemaNotExposed: 'PGRST106',
  /** A media type the API does not produce or read. */
  mediaTypeNotAvailable: 'PGRST107',
  /** A filter, order or limit names an embedding the select does not have. */
  notEmbedded: 'PGRST108',
  /** One object asked for (vnd.pgrst.object), and not exactly one row. */
  notOneRow: 'PGRST116',
  /** A function's `raise sqlstate 'PGRST'` whose message or detail is not the JSON PostgREST reads. */
  raisedErrorUnreadable: 'PGRST121',
  /** A write or call with `handling=strict` touches more rows than `max-affected`. */
  maxAffectedExceeded: 'PGRST124',
  /** A path that is neither a table, a view nor /rpc. */
  invalidPath: 'PGRST125',
  /** No relationship between the two resources of an embedding. */
  relationshipNotFound: 'PGRST200',
  /** Several relationships could be meant; a hint picks one. */
  ambiguousRelationship: 'PGRST201',
  /** No function with this name and these arguments. */
  functionNotFound: 'PGRST202',
  /** A column of the body (or on_conflict) that the table does not have. */
  columnNotFound: 'PGRST204',
  /** No table or view with this name. */
  tableNotFound: 'PGRST205',
  /** The JWT cannot be read or verified. */
  jwtInvalid: 'PGRST301',
  /** The JWT has expired. */
  jwtExpired: 'PGRST303',
  /** The body is larger than the server takes (this server's, not PostgREST's). */
  bodyTooLarge: 'PGRST413',
  /** Too many requests of a costly kind at once, with Retry-After (this server's, not PostgREST's). */
  tooManyRequests: 'PGRST429',
} as const;

export type PostgrestCode = (typeof postgrestCodes)[keyof typeof postgrestCodes];
