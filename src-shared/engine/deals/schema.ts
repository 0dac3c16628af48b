/** Runtime shapes of deal terms, for offers arriving as untrusted data (R13.1). */
import { z } from 'zod';
import { DUE_MOMENTS } from './types';

const seat = z.number().int().min(0).max(4);
const gangster = z.number().int().min(0).max(200);
/** A tie's gangster, or -1: the tie for the Vendetta card (R14.1). */
const tiedOn = z.number().int().min(-1).max(200);
const amount = z.number().int().min(1).max(1000);

export const TermSchema = z.discriminatedUnion('k', [
  z.object({ k: z.literal('pay'), amount }).strict(),
  z.object({ k: z.literal('payLater'), amount, when: z.enum(DUE_MOMENTS) }).strict(),
  z.object({ k: z.literal('tieBreak'), gangster: tiedOn, family: seat }).strict(),
  z.object({ k: z.literal('gate'), gangster, permit: z.boolean() }).strict(),
  z
    .object({
      k: z.literal('activate'),
      gangster,
      power: z.enum(['gangster', 'position', 'move', 'pass']),
      target: z.number().int().min(-1).max(200),
    })
    .strict(),
  z.object({ k: z.literal('spare'), family: seat }).strict(),
  z.object({ k: z.literal('reroll'), pay: z.boolean() }).strict(),
  z.object({ k: z.literal('influence'), gangster, place: z.boolean() }).strict(),
]);

export const TermsSchema = z.array(TermSchema).max(8);
