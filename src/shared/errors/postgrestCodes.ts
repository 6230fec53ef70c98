/**
 * PostgREST's own error codes, named once (as its `Error/Types.hs` names them) for the server that
 * answers them (server/rest) and the browser code that reads them. The names say what the client did
 * or met; the comments give PostgREST's status. Errors raised by PostgreSQL keep their SQLSTATE
 * (`SqlState`), which PostgREST passes through.
 */
export const postgrestCodes = {
  /** 503: the database cannot be reached (500 for our own faults, whose details are hidden). */
  databaseUnavailable: 'PGRST000',
  /** 400: the query string cannot be read (select, filters, order, limits). */
  invalidQuery: 'PGRST100',
  /** 400: the body is empty or not JSON of the expected shape. */
  invalidBody: 'PGRST102',
  /** 416: the range asked for lies past the rows there are. */
  invalidRange: 'PGRST103',
  /** 406: Accept-Profile / Content-Profile names a schema that is not exposed. */
  schemaNotExposed: 'PGRST106',
  /** 406 / 415: a media type the API does not produce or read. */
  mediaTypeNotAvailable: 'PGRST107',
  /** 400: a filter, order or limit names an embedding the select does not have. */
  notEmbedded: 'PGRST108',
  /** 406: one object asked for (vnd.pgrst.object), and not exactly one row. */
  notOneRow: 'PGRST116',
  /** 500: a function's `raise sqlstate 'PGRST'` whose message or detail is not the JSON PostgREST reads. */
  raisedErrorUnreadable: 'PGRST121',
  /** 400: a write or call with `handling=strict` touches more rows than `max-affected`. */
  maxAffectedExceeded: 'PGRST124',
  /** 404: a path that is neither a table, a view nor /rpc. */
  invalidPath: 'PGRST125',
  /** 400: no relationship between the two resources of an embedding. */
  relationshipNotFound: 'PGRST200',
  /** 300: several relationships could be meant; a hint picks one. */
  ambiguousRelationship: 'PGRST201',
  /** 404: no function with this name and these arguments. */
  functionNotFound: 'PGRST202',
  /** 400: a column of the body (or on_conflict) that the table does not have. */
  columnNotFound: 'PGRST204',
  /** 404: no table or view with this name. */
  tableNotFound: 'PGRST205',
  /** 401: the JWT cannot be read or verified. */
  jwtInvalid: 'PGRST301',
  /** 401: the JWT has expired. */
  jwtExpired: 'PGRST303',
  /** 413: the body is larger than the server takes (this server's, not PostgREST's). */
  bodyTooLarge: 'PGRST413',
  /** 429: too many requests of a costly kind at once, with Retry-After (this server's, not PostgREST's). */
  tooManyRequests: 'PGRST429',
} as const;

export type PostgrestCode = (typeof postgrestCodes)[keyof typeof postgrestCodes];

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';

/**
 * A PostgreSQL SQLSTATE: a digit first, or one of the lettered classes (F0, HV, P0, XX). A string
 * starting `PGRST` is none of these, so a mistyped PostgREST code does not compile where a
 * `PostgrestCode | SqlState` is expected.
 */
export type SqlState = `${Digit}${string}` | `F0${string}` | `HV${string}` | `P0${string}` | `XX${string}`;
