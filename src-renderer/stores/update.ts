/**
 * Turns the game payload of an `update` frame into typed values (DESIGN.md §5.3). The
 * protocol carries views, legal actions and events as `unknown`; the table trusts them only
 * after this check. It covers every field the renderer reads and the shape rules the scene
 * indexes by (board slots, token columns), so a bad frame becomes a message, not a crash.
 */
import { z } from 'zod';
import {
  EDITIONS,
  MAX_FAMILIES,
  PHASES,
  TOKEN_STRIDE,
  catalogFor,
  type Blocked,
  type GameEvent,
  type GameView,
  type LegalAction,
} from '../../src-shared/engine';
import { err, ok, type Result } from '../../src-shared/result';

const int = z.number().int();

const FamilySchema = z.looseObject({
  money: int,
  respect: int,
  supply: int,
  rerolls: int,
  blackmail: int,
  handCount: int.min(0),
  hand: z.array(int).nullable(),
});

const ViewSchema = z.looseObject({
  format: z.literal(1),
  seat: int,
  options: z.looseObject({
    players: int,
    edition: z.enum(EDITIONS),
    house: z.looseObject({ longGame: z.boolean() }),
  }),
  seq: int.min(0),
  round: int.min(0),
  phase: z.enum(PHASES),
  ring: int,
  board: z.array(int.min(-1)),
  tokens: z.array(int.min(0)),
  families: z.array(FamilySchema).min(1).max(MAX_FAMILIES),
  /** R1.1 Classic: the blackmail coins on the board. */
  coins: z.array(z.looseObject({ gangster: int, seat: int, omerta: z.boolean() })).optional(),
  pending: z.looseObject({ d: z.string(), seat: int }).nullable(),
  result: z.looseObject({ winner: int }).nullable(),
});

const LegalSchema = z.array(
  z.looseObject({ action: z.looseObject({ type: z.string(), seat: int }) }),
);
const EventsSchema = z.array(z.looseObject({ e: z.string() }));
/** What the prompt leaves out and why (the engine's `whyNot`): read for its subject, reason and rule. */
const BlockedSchema = z.array(
  z.looseObject({
    subject: z.looseObject({ k: z.enum(['card', 'power', 'target', 'reroll']) }),
    reason: z.looseObject({ code: z.string() }),
    rule: z.string().regex(/^R\d+(\.\d+[a-z]?)?$/),
  }),
);

export interface Update {
  view: GameView;
  legal: LegalAction[];
  events: GameEvent[];
  blocked: Blocked[];
}

export function readUpdate(raw: {
  view: unknown;
  legal: unknown[];
  events: unknown[];
  blocked?: unknown[];
}): Result<Update, string> {
  const view = ViewSchema.safeParse(raw.view);
  if (!view.success) return err(`the table view is malformed (${firstIssue(view.error)})`);
  const shape = checkShape(view.data);
  if (shape) return err(shape);
  const legal = LegalSchema.safeParse(raw.legal);
  if (!legal.success) return err(`the legal actions are malformed (${firstIssue(legal.error)})`);
  const events = EventsSchema.safeParse(raw.events);
  if (!events.success) return err(`the events are malformed (${firstIssue(events.error)})`);
  const blocked = BlockedSchema.safeParse(raw.blocked ?? []);
  if (!blocked.success)
    return err(`the reasons for what is not offered are malformed (${firstIssue(blocked.error)})`);
  // The checked fields are the ones the renderer reads; the rest travels on unread for now.
  return ok({
    view: view.data as unknown as GameView,
    legal: legal.data as unknown as LegalAction[],
    events: events.data as unknown as GameEvent[],
    blocked: blocked.data as unknown as Blocked[],
  });
}

function checkShape(v: z.infer<typeof ViewSchema>): string | null {
  const catalog = catalogFor(v.options.edition);
  if (v.board.length !== catalog.slots) {
    return `the board has ${v.board.length} slots, expected ${catalog.slots}`;
  }
  if (v.board.some((g) => g >= catalog.gangsters.length))
    return 'the board names an unknown gangster';
  if (v.tokens.length !== catalog.gangsters.length * TOKEN_STRIDE) {
    return 'the influence tokens do not match the gangster cards';
  }
  if (v.families.length !== v.options.players) return 'the families do not match the players';
  if (
    v.coins?.some((c) => !v.board.includes(c.gangster) || c.seat < 0 || c.seat >= v.families.length)
  )
    return 'a blackmail coin lies off the board or belongs to nobody';
  // A seat sees its own hand only (DESIGN.md §5.5): anything else is refused, not shown.
  if (v.families.some((f, i) => i !== v.seat && f.hand !== null))
    return 'the view carries another family’s hand';
  return null;
}

function firstIssue(e: z.ZodError): string {
  const i = e.issues[0];
  return i ? `${i.path.join('.') || 'value'}: ${i.message}` : 'unknown problem';
}
