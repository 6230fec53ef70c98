type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';

/**
 * A PostgreSQL SQLSTATE: a digit first, or one of the lettered classes (F0, HV, P0, XX). A string
 * starting `PGRST` is none of these, so a mistyped PostgREST code does not compile where a
 * `PostgrestCode | SqlState` is expected.
 */
export type SqlState = `${Digit}${string}` | `F0${string}` | `HV${string}` | `P0${string}` | `XX${string}`;

/**
 * The SQLSTATEs this product reads or raises, named once by PostgreSQL's condition names (appendix A
 * of its manual, camel-cased) for the server and the front ends. Kept sorted by name so that additions
 * from several branches merge cleanly.
 */
export const sqlStates = {
  adminShutdown: '57P01',
  ambiguousColumn: '42702',
  ambiguousParameter: '42P08',
  cannotConnectNow: '57P03',
  cardinalityViolation: '21000',
  checkViolation: '23514',
  connectionFailure: '08006',
  crashShutdown: '57P02',
  datetimeFieldOverflow: '22008',
  deadlockDetected: '40P01',
  duplicateAlias: '42712',
  exclusionViolation: '23P01',
  foreignKeyViolation: '23503',
  indeterminateDatatype: '42P18',
  insufficientPrivilege: '42501',
  invalidAuthorizationSpecification: '28000',
  invalidObjectDefinition: '42P17',
  invalidParameterValue: '22023',
  invalidTextRepresentation: '22P02',
  noDataFound: 'P0002',
  notNullViolation: '23502',
  objectNotInPrerequisiteState: '55000',
  queryCanceled: '57014',
  raiseException: 'P0001',
  readOnlySqlTransaction: '25006',
  serializationFailure: '40001',
  stringDataRightTruncation: '22001',
  syntaxError: '42601',
  tooManyConnections: '53300',
  undefinedColumn: '42703',
  undefinedFunction: '42883',
  undefinedParameter: '42P02',
  undefinedTable: '42P01',
  uniqueViolation: '23505',
} as const satisfies Record<string, SqlState>;
