/**
 * The in-app rules reference (issue #6): the rules in our own words, one entry per rule id of
 * RULES.md, so the log, tooltips and tests can point at the same place. `referenceFor` gives
 * one edition's rules (issue #14): Classic's own wording where it differs, and only the rules
 * that edition plays.
 */
import type { Edition } from '../../src-shared/engine';

export interface RuleEntry {
  id: string;
  title: string;
  text: string;
}

export interface RuleSection {
  id: string;
  title: string;
  entries: RuleEntry[];
}

export const RULES_REFERENCE: RuleSection[] = [
  {
    id: 'R1',
    title: 'What is on the table',
    entries: [
      {
        id: 'R1.1',
        title: 'Families',
        text: 'Three to five families play. Each has 25 influence tokens, a respect score that can drop below zero, money that never can, a hand of influence cards and one blackmail token.',
      },
      {
        id: 'R1.2',
        title: 'Neutral influence',
        text: 'A shared pool of 25 grey tokens. They count for arrests and block control, but belong to nobody. When the pool is empty, effects that add neutral tokens add none.',
      },
      {
        id: 'R1.3',
        title: 'Gangsters',
        text: '54 gangster cards. Vito Copindole always starts as the Capo.',
      },
      {
        id: 'R1.4',
        title: 'Influence cards',
        text: '94 cards. When the deck runs out, the discard pile is shuffled into a new deck; if both are empty, nothing is drawn.',
      },
      {
        id: 'R1.5',
        title: 'Dice',
        text: 'The black Move die shows Knife, 2, 3, 4, 5 and Ring (Knife counts as 1 and Ring as 6). The red Whack die shows Take-Over, Kill, Kill, Miss, Miss and Backfire.',
      },
      {
        id: 'R1.6',
        title: 'Re-roll tokens',
        text: 'Each family starts with one re-roll token (a house rule can give 0 to 3).',
      },
      { id: 'R1.7', title: 'Money', text: 'Everyone starts with $5. The bank never runs out.' },
      {
        id: 'R1.8',
        title: 'Prison and the Fishes',
        text: 'Arrested gangsters go to Prison, dead ones sleep with the Fishes. Neither comes back, and both piles are open for all to see.',
      },
    ],
  },
  {
    id: 'R2',
    title: 'The board',
    entries: [
      {
        id: 'R2.1',
        title: 'Positions',
        text: 'Nine positions in four tiers: Solderi (#1), Wiseguy (#2) and Made Man (#3) in tier 1; Bean Counter (#4), Racketeer (#5) and Enforcer (#6) in tier 2; Consigliere (#7) and Underboss (#8) in tier 3; the Capo (#9) alone on top. Each adds its respect and money modifiers when its gangster scores, and each has a power its gangster may use instead of its own.',
      },
      {
        id: 'R2.2',
        title: 'Where the numbers come from',
        text: 'The Racketeer’s +2 respect and +$1, and its power, are printed on the original board; the Counselor’s power comes from the original edition. The other positions’ numbers are this game’s own, tuned by letting bots play thousands of games (R15.5).',
      },
      {
        id: 'R2.3',
        title: 'The Associate',
        text: 'One gangster waits beside the board. You may place influence on the Associate, but it never acts, never scores and is never arrested. It climbs when a place opens up.',
      },
      {
        id: 'R2.4',
        title: 'The next tier up',
        text: 'Make a Move aims at a gangster one tier higher: tier 1 at tier 2, tier 2 at tier 3, tier 3 at the Capo. The Capo cannot Make a Move.',
      },
      {
        id: 'R2.5',
        title: 'Empty positions',
        text: 'An empty position cannot be targeted, scores nothing and takes no action.',
      },
    ],
  },
  {
    id: 'R3',
    title: 'Setting up',
    entries: [
      {
        id: 'R3.1',
        title: 'Families',
        text: 'Each family takes its 25 tokens, $5, its blackmail token and its re-roll token. Respect starts at 0.',
      },
      {
        id: 'R3.2',
        title: 'The Capo',
        text: 'Vito Copindole goes to the Capo position; the other gangsters are shuffled.',
      },
      {
        id: 'R3.3',
        title: 'The deal',
        text: 'One gangster is dealt to each position from the Underboss down to the Solderi, then one to the Associate.',
      },
      {
        id: 'R3.4',
        title: 'Influence deck',
        text: 'The influence deck is shuffled. Nobody starts with cards: they are drawn in the Business.',
      },
      {
        id: 'R3.5',
        title: 'First player',
        text: 'The first holder of the Capo ring is picked at random (or by the host).',
      },
      {
        id: 'R3.6',
        title: 'Classic setup: first tokens',
        text: 'Classic only. Starting with the ring holder and going clockwise, each family puts 1 token on any gangster, three times around the table. Whoever controls the Capo afterwards takes the ring (R7.4).',
      },
    ],
  },
  {
    id: 'R4',
    title: 'Rounds',
    entries: [
      {
        id: 'R4.1',
        title: 'Four rounds',
        text: 'The game lasts four rounds (five with Long Game), each in three phases: the Business, the Crew and the Feds.',
      },
      {
        id: 'R4.2',
        title: 'Classic rounds',
        text: 'Classic lasts 5 rounds of six phases: the Commission (like the Business), the Crew, the Fence, the Feds, the Family and Bookkeeping.',
      },
      {
        id: 'R4.3',
        title: 'Turn order',
        text: 'Play goes clockwise from the ring holder. Once a phase has started, the order keeps going round from where it is, even if the ring changes hands.',
      },
      {
        id: 'R4.4',
        title: 'The end',
        text: 'After the last round, final scoring decides the winner.',
      },
    ],
  },
  {
    id: 'R5',
    title: 'The Business',
    entries: [
      {
        id: 'R5.1',
        title: 'Draw and buy',
        text: 'Starting with the ring holder, each family draws 3 cards, then may buy more at $10 each, naming how many and drawing them at once. There is no hand limit.',
      },
      {
        id: 'R5.2',
        title: 'Turns',
        text: "Then, clockwise from the ring holder, each family that has not passed takes one action: play a card for its effect, discard a card to place 1 token on any gangster, use a card's OR ability instead of its influence, or pass for the rest of the phase. The phase ends when everyone has passed. A family with no cards, or that cannot pay the ante, must pass.",
      },
      {
        id: 'R5.3',
        title: 'The ante',
        text: 'Once every family has taken one action, anyone playing or discarding a card may add money to the bank; that amount becomes the ante. From then on every card played or discarded costs at least the ante, and paying more raises it. The ante starts again at $0 each Business.',
      },
      {
        id: 'R5.4',
        title: 'Discard pile',
        text: 'Played and discarded cards go to the discard pile once they have been resolved.',
      },
      {
        id: 'R5.5',
        title: 'Selling',
        text: 'Whenever it is your decision, you may sell a card to the bank for $10. Selling is not an action and does not end your turn.',
      },
      {
        id: 'R5.6',
        title: 'Crew cards',
        text: 'Cards marked "play during the Crew" can also be played in the Crew phase.',
      },
    ],
  },
  {
    id: 'R6',
    title: 'The Crew',
    entries: [
      {
        id: 'R6.1',
        title: 'Order',
        text: 'First every gangster activates, from the Solderi up to the Capo. Then every gangster scores, from the Capo down to the Solderi.',
      },
      {
        id: 'R6.2',
        title: 'Control first',
        text: 'Before a gangster activates or scores, its controller is worked out (R7).',
      },
      {
        id: 'R6.3',
        title: 'Activation',
        text: "The controller picks one: the gangster's own power (if it has an active one), the position's power, Make a Move, or pass. An uncontrolled gangster passes. A gangster that has acted, or was moved by a Make a Move or a Take-Over, is turned sideways and does not activate again this phase.",
      },
      {
        id: 'R6.4',
        title: 'Make a Move',
        text: "Aim at a gangster in the next tier up and roll the Move die. Ring always succeeds; Knife always fails and the mover dies. Otherwise you succeed if the die plus the mover's card respect (no position bonus) is at least the target's position number. On success the two gangsters swap places, keeping their tokens, and both turn sideways. The winner (the mover's family on success, the target's family on failure) gains respect equal to its own gangster's card respect; the loser loses its own gangster's card respect. Negative respect counts as 0 here, and an uncontrolled side gains and loses nothing.",
      },
      {
        id: 'R6.5',
        title: 'Scoring',
        text: "The controller gains the gangster's card respect plus the position's respect modifier, and its card money plus the position's money modifier. Either can be negative; money stops at $0. The Associate never scores.",
      },
      {
        id: 'R6.6',
        title: 'Blackmail',
        text: "If another family's blackmail token sits on a gangster, that family must permit its activation; if it refuses, the gangster passes. Permission can be bought in a deal.",
      },
    ],
  },
  {
    id: 'R7',
    title: 'Control and the Capo ring',
    entries: [
      {
        id: 'R7.1',
        title: 'Who controls a gangster',
        text: 'The family with the most tokens on it, as long as the neutral tokens are fewer. No tokens, or as many neutral as the leader, means nobody. Equal leaders are a tie.',
      },
      {
        id: 'R7.2',
        title: 'Tokens on blackmail (Classic)',
        text: 'In Classic a family’s token on a blackmail coin counts as influence like any other. In Revised the blackmail token sits beside the tokens and counts for nothing.',
      },
      {
        id: 'R7.3',
        title: 'Ties',
        text: 'The ring holder breaks every tie, even when not involved, at the moment it matters (activation, scoring, the ring). The ruling lasts for that moment only, and it can be bargained for.',
      },
      {
        id: 'R7.4',
        title: 'The Capo ring',
        text: 'Whoever controls the gangster in the Capo position takes the ring at once. If nobody controls the Capo, the ring stays where it is.',
      },
    ],
  },
  {
    id: 'R8',
    title: 'The Fence (Classic)',
    entries: [
      {
        id: 'R8.1',
        title: 'Drawing by control',
        text: 'Classic only. Starting with the ring holder, each family draws cards by how many gangsters it controls, ties not broken: none gives 4 cards, one gives 3, two or more give 2.',
      },
      {
        id: 'R8.2',
        title: 'Buying cards (Classic)',
        text: 'Then each family may buy more cards at $10 each, saying how many before drawing.',
      },
    ],
  },
  {
    id: 'R9',
    title: 'The Feds',
    entries: [
      {
        id: 'R9.1',
        title: 'Arrests',
        text: 'Every gangster in a position with 10 or more tokens (neutral included) is arrested: tokens go back to their owners, blackmail back to its family, the card to Prison.',
      },
      {
        id: 'R9.2',
        title: 'Sideways gangsters stand up',
        text: 'A gangster turned sideways stands upright again: in Classic at this point, in Revised at the start of the next Crew.',
      },
      {
        id: 'R9.3',
        title: 'Snitches',
        text: 'A Snitch card arrests one gangster with 10 or more tokens at any moment you hold priority.',
      },
      {
        id: 'R9.4',
        title: 'Promotion',
        text: 'From the Capo down, each empty position is filled by the gangster of the highest occupied position below it (the Associate counts as position 0), with its tokens. A gangster can climb several places this way. Positions still empty, and then the Associate, are dealt from the gangster deck.',
      },
      {
        id: 'R9.5',
        title: 'Death',
        text: "A dead gangster's tokens go home, its blackmail back to its family, its card to the Fishes. The place stays empty until promotion, except after a Take-Over, when the attacker moves in at once.",
      },
      {
        id: 'R9.6',
        title: 'Bookkeeping',
        text: 'The round ends. With Vendetta, the card is handed out now.',
      },
    ],
  },
  {
    id: 'R10',
    title: 'Influence cards',
    entries: [
      {
        id: 'R10.1',
        title: 'Icons',
        text: 'A coloured icon with a number places that many tokens on one gangster of that type (Thug purple, Hitman blue, Conman yellow, Gambler green; a two-type gangster counts as both). A red position icon places them on whoever holds that position.',
      },
      {
        id: 'R10.2',
        title: 'All or nothing',
        text: "Each icon's tokens go on a single gangster, or not at all (no fitting gangster, or too few tokens left). Every icon that can be placed must be; a card none of whose icons can be placed cannot be played for influence.",
      },
      {
        id: 'R10.3',
        title: 'Order',
        text: 'Influence is placed first; then the rest of the card resolves as far as it can.',
      },
      {
        id: 'R10.4',
        title: 'One more for $5',
        text: "Some cards let you pay $5 for one more token, on the same gangster as the card's tokens.",
      },
      {
        id: 'R10.5',
        title: 'Let another family place',
        text: 'Some cards make you pick another family, which may then place 1 token on any gangster.',
      },
      {
        id: 'R10.6',
        title: 'OR abilities',
        text: 'A card with an OR ability may be played for that ability instead, placing no influence.',
      },
      {
        id: 'R10.7',
        title: 'During the Crew',
        text: 'These cards may also be played in the Crew whenever you hold priority. Control is worked out again at once.',
      },
      {
        id: 'R10.8',
        title: 'Snitch',
        text: 'Arrests one gangster with 10 or more tokens, whenever you hold priority.',
      },
      {
        id: 'R10.9',
        title: 'Blackmail',
        text: 'Put your blackmail token on a gangster (moving it if it was elsewhere). A gangster holds at most one blackmail token. Blackmail only matters for activation, never for scoring.',
      },
      {
        id: 'R10.10',
        title: 'Whack',
        text: 'Pay the price (plus $10 more if the target is the Capo, added last) and aim at any gangster in a position. Roll the Whack die: Take-Over kills the target and moves the attacker into its place; Kill kills the target; Miss does nothing; Backfire kills the attacker. Reputation works as for Make a Move. A whack with no attacking gangster (a card, Vendetta) treats Take-Over as Kill and Backfire as Miss.',
      },
      {
        id: 'R10.11',
        title: 'Swap',
        text: 'Exchange one token on a gangster with a token of a different family on another gangster.',
      },
      {
        id: 'R10.12',
        title: 'Who picks the targets',
        text: 'The family using an effect picks its targets, unless the effect names someone else to choose.',
      },
    ],
  },
  {
    id: 'R11',
    title: 'The end of the game',
    entries: [
      {
        id: 'R11.1',
        title: 'Final scoring',
        text: 'Each family gains 1 respect per card in hand and 1 per full $5. The most respect wins; the ring holder breaks a tie. Before the count, every family still holding a card is asked once more whether to sell it: sold for $10 a card scores 2.',
      },
      {
        id: 'R11.2',
        title: 'Classic final scoring',
        text: 'Classic only. Every controlled gangster scores its respect once more (the ring holder breaks a tie for control, before money is counted, so the ruling can be bought); each card in hand is worth $8; every full $10 becomes 1 respect. Ties for the win go to the ring holder, then whoever controls the highest-numbered gangster, then more money, more tokens on the board, more cards in hand, and finally a roll-off.',
      },
      {
        id: 'R11.3',
        title: 'The result',
        text: "The end screen shows each family's respect from the board, from cards and from money.",
      },
    ],
  },
  {
    id: 'R12',
    title: 'Priority and windows',
    entries: [
      {
        id: 'R12.1',
        title: 'When windows open',
        text: 'After every die roll, before each gangster activates or scores, and at the start of every Business turn. Priority goes round the table; the window closes when everyone has passed in a row. You are only asked when you have something to do besides passing and selling.',
      },
      {
        id: 'R12.2',
        title: 'What you can do',
        text: 'Sell a card, play a Snitch or a Crew card where allowed, buy a re-roll (after a roll), play Vendetta, or make and answer deals.',
      },
      {
        id: 'R12.3',
        title: 'Re-rolls',
        text: 'Anyone may pay $10, or spend a re-roll token, to roll the die again. The new result opens a new window. There is no limit.',
      },
      {
        id: 'R12.4',
        title: 'Auto-pass',
        text: 'Set auto-pass to let the table skip your windows unless you have something useful to do.',
      },
    ],
  },
  {
    id: 'R13',
    title: 'Deals',
    entries: [
      {
        id: 'R13.1',
        title: 'Terms',
        text: "An offer lists what each side gives or promises: money now or later, how a tie will be broken (on a gangster, or for the Vendetta card), permitting or refusing a blackmailed gangster, how a gangster will activate, sparing a family's gangsters until the end of the round, paying or not paying for a re-roll, placing or not placing influence on a gangster this phase. Cards, tokens and respect can never be traded. Once the last round is over, only money now and a tie's ruling can be: no later moment is left.",
      },
      {
        id: 'R13.2',
        title: 'Making an offer',
        text: "Make offers when it is your decision, or to the ring holder while a tie is being broken (but not Revised's tie for the win: every total is final by then). The other family accepts, rejects or counters at once.",
      },
      {
        id: 'R13.3',
        title: 'Promises',
        text: 'Money now changes hands when the offer is accepted. Everything else is a promise: the ledger shows every family whether it was kept or broken. Once a family breaks its side of a deal, the other side is released from what it promised in that deal and has not yet done: a payment promised for later is not owed.',
      },
      {
        id: 'R13.4',
        title: 'Binding Deals',
        text: 'With this house rule, the table enforces every accepted term: promised actions are the only ones allowed, forbidden ones are blocked, and later payments are taken when due.',
      },
      {
        id: 'R13.5',
        title: 'Threats',
        text: 'A threat is an offer whose terms only bite if the other side says no. It needs nothing special: what was promised is recorded like any other promise.',
      },
    ],
  },
  {
    id: 'R14',
    title: 'House rules',
    entries: [
      {
        id: 'R14.1',
        title: 'Vendetta',
        text: 'At each Bookkeeping the family with the least respect takes the Vendetta card; if several tie, the ring holder picks one, and that ruling can be bought like any tie (R13.1). Once, whenever it holds priority, the holder may whack any gangster for free (the Capo still costs $10). The card then returns to the supply.',
      },
      { id: 'R14.2', title: 'Binding Deals', text: 'Deals are enforced by the table (R13.4).' },
      { id: 'R14.3', title: 'Long Game', text: 'Five rounds instead of four.' },
      {
        id: 'R14.4',
        title: 'Random Setup (Classic)',
        text: 'A Classic variant: the starting Capo is dealt at random like the other gangsters.',
      },
      {
        id: 'R14.5',
        title: 'Re-roll tokens',
        text: 'Each family starts with 0 to 3 re-roll tokens (1 by default).',
      },
      {
        id: 'R14.6',
        title: 'Edition',
        text: 'Each game is played under one edition, chosen in the lobby: Revised or Classic.',
      },
    ],
  },
  {
    id: 'R15',
    title: 'The cards of this game',
    entries: [
      {
        id: 'R15.1',
        title: 'Gangster cards',
        text: 'Each gangster has a name, one or two types (Thug, Hitman, Conman, Gambler), a respect and a money value, and may have a power: active powers are chosen when the gangster activates; passive ones, in italics, always apply.',
      },
      {
        id: 'R15.1a',
        title: 'How the gangsters are spread',
        text: 'About fifteen gangsters of each type (a few have two), respect and money about 1.5 on average, and around thirty with a power, a third of them passive.',
      },
      {
        id: 'R15.2',
        title: 'Gangster powers',
        text: 'The kinds of power a gangster may have: whack for a price, blackmail, replace a blackmail token, swap or move influence, add or remove neutral tokens, draw or steal cards, take money, cannot be whacked, a bonus to Make a Move, immunity in ties, extra respect when scoring in a tier.',
      },
      {
        id: 'R15.3',
        title: 'Influence cards',
        text: '94 cards with icons of 1 to 4 tokens of a type (Thug purple, Hitman blue, Conman yellow, Gambler green) or of a position (red), some with several icons; some have an OR ability, may be played during the Crew, are Snitches, blackmail or whack cards, or add a rider.',
      },
      {
        id: 'R15.3a',
        title: 'How the influence cards are spread',
        text: 'Mostly single-type cards of 1 to 4 tokens, a dozen two-icon cards, one position card for each of #1 to #8, a few Snitches, blackmail and whack cards and other OR abilities; about a quarter carry a rider.',
      },
      {
        id: 'R15.4',
        title: 'One content file',
        text: 'Every number of the positions and cards lives in one content file, with the reason for each change.',
      },
      {
        id: 'R15.5',
        title: 'Balanced by bots',
        text: 'Bots play thousands of games of each edition; a card or position whose controller wins far more or less often than the rest is treated as a balance bug.',
      },
    ],
  },
];

/**
 * Entries whose id, title or text has a word starting with every word of the query: "ring"
 * finds the Capo ring, not "scoring" or "during"; "tie-break" finds "ties" and "breaks";
 * "R6" finds R6.1 to R6.6.
 */
/** Rules one edition alone plays (R4.1, R4.2, R8, R11.1, R11.2, R14.3). */
const ONLY: Record<string, Edition> = {
  'R3.6': 'classic',
  'R4.1': 'revised',
  'R4.2': 'classic',
  'R8.1': 'classic',
  'R8.2': 'classic',
  'R11.1': 'revised',
  'R11.2': 'classic',
  'R14.3': 'revised',
};

/** Classic's wording of the rules that differ in the original edition. */
const CLASSIC: Record<string, { title?: string; text?: string }> = {
  R5: { title: 'The Commission' },
  R8: { title: 'The Fence' },
  R9: { title: 'The Feds and the Family' },
  'R1.1': {
    text: 'Three to five families play. Each has 25 influence tokens, a respect score that can drop below zero, money that never can, and a hand of influence cards. Blackmail comes from a shared pool of 8 blackmail coins and 2 Omertà coins; an Omertà coin can never be replaced by another family’s.',
  },
  'R1.3': {
    text: '50 gangster cards. “Killer” Mac Pheeto starts as the Capo.',
  },
  'R1.6': {
    text: 'Classic has no re-roll tokens: a re-roll costs $10 (a house rule can give 0 to 3 tokens).',
  },
  'R2.1': {
    text: 'Nine positions in four tiers: Third Guy (#1), Second Guy (#2) and First Guy (#3) in tier 1; Bean Counter (#4), Racketeer (#5) and Enforcer (#6) in tier 2; Counselor (#7) and Underboss (#8) in tier 3; the Capo (#9) alone on top. Each adds its respect and money modifiers when its gangster scores, and each has a power its gangster may use instead of its own.',
  },
  'R2.3': {
    title: 'The Associates',
    text: 'Three gangsters wait beside the board. You may place influence on them, but they never act, never score and are never arrested. They climb when a place opens up.',
  },
  'R3.3': {
    text: 'Gangsters are dealt from the Underboss down to the Bean Counter so that all four types (Thug, Hitman, Conman, Gambler) show among those five; a card that would leave too few places for the missing types is set aside. The set-aside cards are shuffled back, then the First, Second and Third Guy and the three Associates are dealt.',
  },
  'R3.4': { text: 'The influence deck is shuffled and every family is dealt 4 cards.' },
  'R3.6': {
    title: 'The opening',
    text: 'Starting with the ring holder and going clockwise, each family puts 1 token on any gangster, three times around the table. Whoever controls the Capo afterwards takes the ring (R7.4).',
  },
  'R4.2': {
    title: 'Five rounds',
    text: 'The game lasts 5 rounds of six phases: the Commission, the Crew, the Fence, the Feds, the Family and Bookkeeping.',
  },
  'R4.3': {
    text: 'Play goes clockwise from the ring holder. When the ring changes hands, the new order starts with the next phase.',
  },
  'R5.1': {
    title: 'No draw',
    text: 'The Commission draws no cards: cards come in the Fence (R8).',
  },
  'R5.5': {
    text: 'Whenever it is your decision, you may sell a card to the bank for $8. Selling is not an action and does not end your turn.',
  },
  'R6.1': {
    text: 'First every gangster scores, from the Capo down to the Third Guy. Then every gangster activates, from the Third Guy up to the Capo.',
  },
  'R6.3': {
    text: "The controller picks one: the gangster's own power (if it has an active one), the position's power, Make a Move, or pass. An uncontrolled gangster passes. A gangster that has acted, or was moved by a Make a Move or a Take-Over, is turned sideways and does not activate again this round; it stands up in the Feds.",
  },
  'R6.4': {
    text: "Aim at a gangster in the next tier up and roll the Move die. Ring always succeeds; Knife always fails and the mover dies. Otherwise you succeed if the die plus the mover's card respect (no position bonus) is greater than the target's position number. On success the two gangsters swap places, keeping their tokens, and both turn sideways; the mover's family gains 4 respect and the target's loses 4. On a failure or a death the mover's family loses 4. After the attempt a neutral token goes on the mover, if he lives.",
  },
  'R7.2': {
    text: 'A family’s token on a blackmail coin counts as influence like any other.',
  },
  'R7.3': {
    text: 'The ring holder breaks every tie, even when not involved, at the moment it matters (activation, scoring, the ring). The ruling lasts for that moment only, and it can be bargained for. When the Fence counts gangsters, a tie counts for nobody.',
  },
  'R8.2': { title: 'Buying cards' },
  'R9.1': {
    text: 'Every gangster in a position with 9, 10 or 11 tokens or more (for 3, 4 or 5 families; neutral included) is arrested: tokens go back to their owners, coins to the pool, the card to Prison.',
  },
  'R9.2': { text: 'Sideways gangsters stand upright again, after the arrests.' },
  'R9.4': {
    text: 'The Family phase: the Capo, if empty, is filled by the highest-ranked gangster, whose family takes the ring. Then, from the Underboss down, the family controlling the position above a vacancy (the ring holder for the Underboss) chooses who climbs into it: from the tier below, else any lower position, else an Associate, else the deck. A gangster climbs once a phase. Empty Associate places are then dealt from the deck.',
  },
  'R10.7': {
    text: 'These cards may also be played in the Crew whenever you hold priority, for $5 more. Control is worked out again at once.',
  },
  'R10.8': {
    text: 'Arrests one gangster at or over the arrest threshold (9, 10 or 11 by families), whenever you hold priority.',
  },
  'R10.9': {
    text: 'Take a coin from the pool and put it on a gangster with one of your tokens on it; that token counts as influence. A gangster holds one coin at most. A family may hold several. When the token under a coin leaves (your last token there), the coin goes back to the pool. Blackmail only matters for activation, never for scoring.',
  },
  'R10.10': {
    text: 'Pay the price (plus $10 more if the target is the Capo, added last) and aim at any gangster in a position. Roll the Whack die: Take-Over kills the target and moves the attacker into its place; Kill kills the target; Miss does nothing; Backfire kills the attacker. A kill moves 4 respect from the target’s family to the attacker’s; a miss or a backfire costs the attacker 4. A whack with no attacking gangster (a card, Vendetta) treats Take-Over as Kill and Backfire as Miss, and its player neither gains nor loses.',
  },
  'R11.2': { title: 'Final scoring' },
  'R14.4': {
    title: 'Random Setup',
    text: 'The starting Capo is dealt at random like the other gangsters, and the board is dealt without checking types.',
  },
};

/** One edition's rules: its own wording, and only the rules it plays (R14.6). */
export function referenceFor(edition: Edition): RuleSection[] {
  const words = (id: string) => (edition === 'classic' ? CLASSIC[id] : undefined);
  return RULES_REFERENCE.map((section) => ({
    ...section,
    title: words(section.id)?.title ?? section.title.replace(/ \(Classic\)$/, ''),
    entries: section.entries
      .filter((e) => (ONLY[e.id] ?? edition) === edition)
      .map((e) => {
        const w = words(e.id);
        return {
          ...e,
          title: w?.title ?? e.title.replace(/ \(Classic\)$|^Classic /, ''),
          text: w?.text ?? e.text.replace(/^Classic only\. /, ''),
        };
      }),
  })).filter((section) => section.entries.length > 0);
}

/** The words of a search, lower-cased: letters, digits, "$" and inner dots (R6.4, $10). */
function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}.$]+/u)
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);
}

const escaped = (w: string) => w.replace(/[.$]/g, '\\$&');

/** Entries matching every word of the query, from one edition's rules (both when not given). */
export function searchRules(query: string, edition?: Edition): RuleEntry[] {
  const all = (edition ? referenceFor(edition) : RULES_REFERENCE).flatMap((s) => s.entries);
  const words = queryWords(query);
  if (words.length === 0) return all;
  const starts = words.map((w) => new RegExp(`(?:^|[^\\p{L}\\p{N}])${escaped(w)}`, 'u'));
  return all.filter((e) => {
    const hay = `${e.id} ${e.title} ${e.text}`.toLowerCase();
    return starts.every((r) => r.test(hay));
  });
}

/**
 * A rule's text cut where the search matched it, so the reference can mark the matches: the
 * same matches the search makes (a word's start), in the text's own case.
 */
export function searchMarks(text: string, query: string): { text: string; hit: boolean }[] {
  const words = queryWords(query);
  if (words.length === 0) return [{ text, hit: false }];
  const longestFirst = [...words].sort((a, b) => b.length - a.length).map(escaped);
  const at = new RegExp(`(?<![\\p{L}\\p{N}])(?:${longestFirst.join('|')})`, 'giu');
  const parts: { text: string; hit: boolean }[] = [];
  let from = 0;
  for (const m of text.matchAll(at)) {
    if (m.index > from) parts.push({ text: text.slice(from, m.index), hit: false });
    parts.push({ text: m[0], hit: true });
    from = m.index + m[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), hit: false });
  return parts;
}

/**
 * The entry a rule id the app shows opens at: the rule itself, or for an item of a rule
 * (`R5.2b`, the second of R5.2's actions) the rule it belongs to. Null: no such rule.
 */
export function ruleEntry(id: string): RuleEntry | null {
  const all = RULES_REFERENCE.flatMap((s) => s.entries);
  const exact = all.find((e) => e.id === id);
  if (exact) return exact;
  const parent = /^(R\d+\.\d+)[a-z]$/.exec(id)?.[1];
  return parent ? (all.find((e) => e.id === parent) ?? null) : null;
}
