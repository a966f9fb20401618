/**
 * The options that `@better-auth/cli generate` reads to write better-auth's tables into `src/db/schema.ts`
 * (see the `auth:generate` script). Nothing connects to a database here.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../db/schema.ts';
import { createAuth } from './auth.ts';

const noMail = async () => {};

export const auth = createAuth(
  drizzle.mock({ schema }),
  {
    siteUrl: 'http://localhost:8080',
    secret: 'schema-generation-only-secret-0123456789',
    brandName: 'Vela Player',
    production: false,
    trustedOrigins: [],
    recaptcha: { secretKey: 'schema-generation', verifyUrl: 'http://localhost/siteverify' },
  },
  { verifyEmail: noMail, resetPassword: noMail, passwordChanged: noMail, deletionCancelled: noMail },
);
