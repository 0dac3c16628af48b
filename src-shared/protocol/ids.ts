import { z } from 'zod';

/** Ids of games and saves: they name files, so only lower-case letters, digits and dashes. */
export const IdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'An id is up to 64 lower-case letters, digits and dashes.');
