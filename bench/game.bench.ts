/**
 * Game benchmark: `applyAction` for a typical play (validate + score + draw) on mid-game
 * states, and whole random games replayed through the reducer (games per second). The plays are
 * found beforehand by a small geometric finder (no lexicon), so only the reducer is timed.
 * @module
 */
import { loadEngine, type EngineModule } from './lib/engine.js';
import { seededRandom, type Random } from './lib/random.js';
import { consume, measure, printRows, printTable } from './lib/timing.js';
import type { Action, GameState, Move, PlacedTile, RuleSet } from '../src/index.js';

/** A geometrically legal play for the player to move, or null (tries a few random anchors). */
function findPlay(engine: EngineModule, state: GameState, random: Random): Move | null {
  const rack = state.racks[state.turn] ?? [];
  if (rack.length === 0) return null;
  const { rows, cols, cells } = state.board;
  const empty = (r: number, c: number) => r >= 0 && c >= 0 && r < rows && c < cols && cells[r * cols + c] === null;
  const filled = (r: number, c: number) => r >= 0 && c >= 0 && r < rows && c < cols && cells[r * cols + c] !== null;
  const anchors: [number, number][] = [];
  if (cells.every((c) => c === null)) anchors.push([state.rules.layout.start.row, state.rules.layout.start.col]);
  else {
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (empty(r, c) && (filled(r - 1, c) || filled(r + 1, c) || filled(r, c - 1) || filled(r, c + 1))) anchors.push([r, c]);
      }
    }
  }
  for (let attempt = 0; attempt < 20 && anchors.length > 0; attempt++) {
    const [ar, ac] = random.pick(anchors);
    const across = random.int(2) === 0;
    const size = Math.min(rack.length, 2 + random.int(4));
    const back = random.int(size);
    let r = across ? ar : ar - back;
    let c = across ? ac - back : ac;
    const order = [...rack].sort(() => random.next() - 0.5);
    const tiles: PlacedTile[] = [];
    while (tiles.length < size && r < rows && c < cols && r >= 0 && c >= 0) {
      if (empty(r, c)) {
        const tile = order[tiles.length]!;
        tiles.push({ row: r, col: c, letter: tile === '?' ? 'E' : tile, blank: tile === '?' });
      }
      if (across) c++; else r++;
    }
    const move: Move = { direction: across ? 'across' : 'down', tiles };
    if (tiles.length === size && engine.validateMove(state.board, move, state.rules, { rack }).ok) return move;
  }
  return null;
}

/** Plays a random game to the end; returns the actions and the mid-game (state, play) pairs met. */
export function randomGame(engine: EngineModule, rules: RuleSet, seed: number): { actions: Action[]; plays: [GameState, Action][]; start: GameState } {
  const random = seededRandom(seed);
  const created = engine.createGame({ rules, players: ['A', 'B'], seed });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const actions: Action[] = [];
  const plays: [GameState, Action][] = [];
  for (let i = 0; i < 400 && state.phase !== 'over'; i++) {
    const player = state.turn;
    const move = findPlay(engine, state, random);
    let action: Action = move === null ? { type: 'pass', player } : { type: 'play', player, move };
    if (state.pending !== null && state.bag.length === 0 && state.racks[state.pending.player]?.length === 0) action = { type: 'accept', player };
    const r = engine.applyAction(state, action);
    if (!r.ok) throw new Error(`${action.type}: ${r.error.message}`);
    if (action.type === 'play' && state.bag.length >= 7) plays.push([state, action]);
    state = r.value.state;
    actions.push(action);
  }
  return { actions, plays, start: created.value };
}

export default async function gameBench(): Promise<void> {
  const engine = await loadEngine();
  const never: RuleSet = { ...engine.GERMAN, id: 'german-never', wordCheck: 'never' };
  const games = Array.from({ length: 200 }, (_, i) => randomGame(engine, never, 1000 + i));
  const challengeGames = Array.from({ length: 200 }, (_, i) => randomGame(engine, engine.GERMAN, 5000 + i));
  const plays = games.flatMap((g) => g.plays).slice(0, 2000);
  const notation = plays.map(([state, action]): [GameState, Action] => {
    if (action.type !== 'play' || typeof action.move === 'string') return [state, action];
    return [state, { ...action, move: engine.makeMove(action.move, state.board) }];
  });
  const pendingPlays = challengeGames.flatMap((g) => g.plays).slice(0, 2000);
  const actionsPerGame = games.reduce((n, g) => n + g.actions.length, 0) / games.length;
  const tilesPerPlay = plays.reduce((n, [, a]) => n + (a.type === 'play' && typeof a.move !== 'string' ? a.move.tiles.length : 0), 0) / plays.length;
  console.log(
    `${plays.length} mid-game German plays (${tilesPerPlay.toFixed(1)} tiles each on average); ` +
    `${games.length} random games of ${actionsPerGame.toFixed(1)} actions on average`,
  );
  const over = (pairs: readonly [GameState, Action][]) => () => {
    for (const [state, action] of pairs) consume(engine.applyAction(state, action).ok);
  };
  const replay = (list: typeof games) => () => {
    for (const g of list) {
      let state = g.start;
      for (const action of g.actions) {
        const r = engine.applyAction(state, action);
        if (r.ok) state = r.value.state;
      }
      consume(state.scores[0]);
    }
  };
  const rows = [
    measure('play as move data, words never checked (validate + score + draw)', over(plays), { opsPerCall: plays.length }),
    measure('play as notation "8D WORD" (parse + validate + score + draw)', over(notation), { opsPerCall: notation.length }),
    measure('play into the challenge window (German: validate + score, draw later)', over(pendingPlays), { opsPerCall: pendingPlays.length }),
  ];
  printTable('Game: applyAction per second on one core (median of 7 runs)', rows, 'actions/s');
  const whole = [
    measure('whole game, words never checked', replay(games), { opsPerCall: games.length }),
    measure('whole game, German challenge window', replay(challengeGames), { opsPerCall: challengeGames.length }),
    measure('createGame (seeded shuffle + who-starts draw)', () => engine.createGame({ rules: engine.GERMAN, players: ['A', 'B'], seed: 7 }).ok),
  ];
  printTable('Game: whole random games replayed through the reducer', whole, 'games/s');
  const medianUs = rows.map((m) => [m.name, `${(m.nsPerOp / 1000).toFixed(2)} µs`]);
  printRows('Median time per play (target ≤ 5 µs)', ['benchmark', 'µs/action'], medianUs);
}
