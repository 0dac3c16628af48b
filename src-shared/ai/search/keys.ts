/** Compact keys of actions for the search tree (the acting seat is the node's). */
import type { Action } from '../../engine';

/**
 * The key of another family's move, as the observer can tell it apart: which card it plays
 * is hidden and differs in every determinization, what it does with it is not. Keying its
 * card plays by their kind lets the tree learn the replies that matter (where the tokens go,
 * the follow-up's key) instead of opening a new move for every sampled card.
 */
export function hiddenKey(a: Action): string {
  switch (a.type) {
    case 'play':
      return 'p' + a.mode.charAt(0) + a.ante;
    case 'crewCard':
      return 'c' + a.mode.charAt(0);
    case 'snitch':
      return 's' + a.gangster;
    default:
      return actionKey(a);
  }
}

export function actionKey(a: Action): string {
  switch (a.type) {
    case 'play':
      return 'p' + a.card + a.mode.charAt(0) + a.ante;
    case 'target':
      return 't' + a.gangster + ',' + a.column + ',' + a.count;
    case 'activate':
      return 'a' + a.power.charAt(0) + a.target;
    case 'pass':
      return 'P';
    case 'decline':
      return 'D';
    case 'confirm':
      return 'C';
    case 'family':
      return 'f' + a.family;
    case 'tie':
      return 'T' + a.family;
    case 'gate':
      return a.permit ? 'G1' : 'G0';
    case 'reroll':
      return 'r' + a.pay.charAt(0);
    case 'snitch':
      return 's' + a.card + ',' + a.gangster;
    case 'crewCard':
      return 'c' + a.card + a.mode.charAt(0);
    case 'vendetta':
      return 'v' + a.gangster;
    case 'buy':
      return 'b' + a.count;
    case 'sell':
      return 'S' + a.card;
    case 'due':
      return a.pay ? 'd1' : 'd0';
    case 'answer':
      return a.accept ? 'A1' : 'A0';
    case 'offer':
    case 'counter':
      return a.type;
  }
}
