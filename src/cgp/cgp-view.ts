/**
 * A CGP position as the player's view of the player to move, so that the analysis and the
 * endgame solver take it as they take a view of a game: the racks of the others and the bag are
 * the tiles that player cannot see, the opponent holding a full rack while the bag has tiles.
 *
 * @example
 * ```ts
 * import { parseCgp, cgpView, GERMAN } from 'scrabble-engine';
 * const read = parseCgp('15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 HUNDE/ 0/0 0', GERMAN);
 * if (read.ok) cgpView(read.value).rack;   // ['H', 'U', 'N', 'D', 'E']
 * ```
 * @module
 */
import type { PlayerView } from '../game/view.js';
import { BLANK } from '../tiles/tile-set.js';
import { orElse } from '../total.js';
import type { CgpPosition } from './cgp.js';

/** How many tiles of the set are neither on the board nor on the given rack. */
function unseenCount(position: CgpPosition, rack: readonly string[]): number {
  const total = position.rules.tiles.letters.reduce((n, l) => n + l.count, 0) + position.rules.tiles.blanks;
  const onBoard = position.board.cells.filter((c) => c !== null && c !== '').length;
  return Math.max(0, total - onBoard - rack.length);
}

/**
 * The view of the player to move in a CGP position (seat 0): its rack, the scores, the counters
 * (every scoreless turn counted as a pass as well), the bag holding what the others' racks do not;
 * for a value that is not a position, a spectator's view of an ended game, which no bot or analysis accepts.
 * @example
 * ```ts
 * import { buildLexicon, parseCgp, cgpView, solveEndgame, GERMAN } from 'scrabble-engine';
 * const built = buildLexicon(['Hund', 'Hunde', 'und', 'Ende'], GERMAN);   // your word list
 * if (!built.ok) throw new Error(built.error.message);
 * const lexicon = built.value.lexicon;
 * const read = parseCgp('15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 HUNDE/ 0/0 0', GERMAN);
 * if (read.ok) solveEndgame(cgpView(read.value), lexicon);   // or solveEndgame(read.value, lexicon)
 * ```
 */
export function cgpView(position: CgpPosition): PlayerView {
  return orElse(() => viewOf(position), NO_VIEW);
}

/** What {@link cgpView} gives for a value that is not a position: a view no bot or analysis accepts. */
const NO_VIEW: PlayerView = {
  player: null, rules: null as unknown as PlayerView['rules'], players: [], board: { rows: 0, cols: 0, cells: [] }, rack: [], rackSizes: [], bagSize: 0,
  scores: [], turn: -1, phase: 'over', pending: null, counters: { passes: 0, scoreless: 0, passedLast: [], turnsToLose: [] }, result: null, history: [], version: 0, undoRequest: null,
};

function viewOf(position: CgpPosition): PlayerView {
  if (!Array.isArray(position.board.cells) || !Array.isArray(position.racks)) return NO_VIEW;
  const rack = [...(position.racks[0] ?? [])];
  const n = Math.max(1, position.racks.length);
  let unseen = unseenCount(position, rack);
  const rackSizes = [rack.length];
  for (let p = 1; p < n; p++) {
    const size = Math.min(position.rules.rackSize, unseen);
    rackSizes.push(size);
    unseen -= size;
  }
  const scoreless = position.scorelessTurns;
  return {
    player: 0,
    rules: position.rules,
    players: Array.from({ length: n }, (_, p) => `Player ${p + 1}`),
    board: { rows: position.board.rows, cols: position.board.cols, cells: [...position.board.cells] },
    rack: rack.map((t) => (t === BLANK ? t : t.toUpperCase())),
    rackSizes,
    bagSize: unseen,
    scores: Array.from({ length: n }, (_, p) => position.scores[p] ?? 0),
    turn: 0,
    phase: 'playing',
    pending: null,
    counters: { passes: scoreless, scoreless, passedLast: Array.from({ length: n }, () => false), turnsToLose: Array.from({ length: n }, () => 0) },
    result: null,
    history: [],
    version: 0,
    undoRequest: null,
  };
}

/** Whether a value is a CGP position rather than a player's view (it has racks and no seat). */
export function isCgpPosition(value: unknown): value is CgpPosition {
  return typeof value === 'object' && value !== null && Array.isArray((value as CgpPosition).racks) && !('player' in value)
    && typeof (value as CgpPosition).scorelessTurns === 'number';
}
