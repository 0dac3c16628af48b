/**
 * The revision of the rules this engine plays (docs/persistence.md, "Rules revisions"). A
 * saved game records the revision it was played under. Bump it, with a line in that table,
 * whenever a change can make a game recorded before it replay differently: an action that is
 * no longer legal, another outcome, another state hash. A save from an earlier revision that
 * no longer replays is then kept and explained, not set aside as damaged.
 */
export const RULES_REVISION = 6;
