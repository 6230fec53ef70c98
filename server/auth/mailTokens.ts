import type { Queryable } from '../db/types';
import { mintEmailCode } from './emailCodes';
import { isAuthLinkKind, mintLinkToken, purposeOfKind } from './emailLinks';
import { mintReauthenticationCode } from './reauthenticationCode';

/**
 * What the mail consumer is given to write an auth mail (server/outboxWorkers.ts hands it over): the
 * link's token and the codes, minted when the mail leaves, their hashes stored by this server's rules,
 * keyed with the JWT secret. Undefined when the mail no longer applies or its kind is no auth link.
 */
export function authMailTokens(jwtSecret: string) {
  return {
    linkToken: async (db: Queryable, kind: string, userId: string, recipient: string) =>
      isAuthLinkKind(kind) ? mintLinkToken(db, kind, userId, recipient) : undefined,
    emailCode: async (db: Queryable, kind: string, userId: string) =>
      isAuthLinkKind(kind) ? mintEmailCode(db, jwtSecret, purposeOfKind[kind], userId) : undefined,
    reauthenticationCode: (db: Queryable, userId: string, recipient: string) => mintReauthenticationCode(db, jwtSecret, userId, recipient),
  };
}
