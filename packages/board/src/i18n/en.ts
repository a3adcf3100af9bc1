/** English. */
import { ENGLISH, type Explainer, makeHole, type Outcome, type Side } from '@hoyito/engine';
import { quoted } from '../state/config.ts';
import { dateOf } from '../state/notes.ts';
import { FROM_ANOTHER_BOARD, type HoleRef, type Messages } from './messages.ts';

const NUMBER = new Intl.NumberFormat('en-US');
const AND = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
const OR = new Intl.ListFormat('en', { style: 'long', type: 'disjunction' });

const SIDES = { south: 'South', north: 'North' } as const;
const VARIANTS = {
  'hoyito-1': 'Hoyito I',
  'hoyito-2': 'Hoyito II',
  'hoyito-3': 'Hoyito III',
} as const;

// Most numbers are small counts, formatted on every animation frame: no grouping to do there.
/** A name at the start of a sentence: "la computadora" → "La computadora". */
const capital = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const num = (n: number): string =>
  Number.isInteger(n) && n >= 0 && n < 1000 ? String(n) : NUMBER.format(n);
const plural = (n: number, one: string, many: string): string =>
  `${num(n)} ${n === 1 ? one : many}`;
const seeds = (n: number): string => plural(n, 'seed', 'seeds');
/** How long `idle` waited: in minutes when whole ones. */
const idleTime = (seconds: number): string =>
  seconds % 60 === 0
    ? plural(seconds / 60, 'minute', 'minutes')
    : plural(seconds, 'second', 'seconds');
const laps = (n: number): string => plural(n, 'lap', 'laps');
const side = (s: Side): string => SIDES[s];
/** A move taken back or played again, in words: a hole's label, or a pass or an agreement. */
const moveWord = (move: string): string =>
  move === 'pass' ? 'pass' : move === 'agree' ? 'agreement' : move;
const travelled = (moves: readonly string[], done: string): string => {
  if (moves.length !== 1)
    return `${moves.length} moves ${done}: ${moves.map(moveWord).join(', ')}.`;
  if (moves[0] === 'pass') return `Pass ${done}.`;
  if (moves[0] === 'agree') return `End by agreement ${done}.`;
  return `Move ${moves[0]} ${done}.`;
};
const ref = (h: HoleRef): string => `${side(h.side)}'s ${h.label}`;
/** A value from outside (an attribute), quoted and cut short. */
const quote = (value: string): string => `“${quoted(value)}”`;
const oneOf = (allowed: readonly string[]): string => OR.format(allowed);
const at = (line: number, column: number | null): string =>
  column === null ? `line ${line}` : `line ${line}, column ${column}`;

/** The score with the winner's count first ("28–20"). */
const score = (winner: Outcome, [south, north]: readonly [number, number]): string =>
  winner === 'north' ? `${num(north)}–${num(south)}` : `${num(south)}–${num(north)}`;

const result = (winner: Outcome, captured: readonly [number, number]): string =>
  winner === 'draw'
    ? `Draw ${score(winner, captured)}`
    : `${side(winner)} wins ${score(winner, captured)}`;

const END_REASONS = {
  'last-four': 'last four',
  'board-empty': 'board empty',
  'no-moves': 'no moves left',
  repetition: 'third repetition',
  'no-capture-limit': 'no-capture limit',
  agreement: 'agreement',
} as const;

/**
 * The engine's words for what went wrong, but naming a hole by its label and a side with a
 * capital, as the board's readers see them (the engine's own messages, for programmers, use
 * canonical hole numbers): "Hole f is South's; it is North's turn.", not "Hole 5 is south's".
 */
const FAULTS: Explainer = {
  ...ENGLISH,
  'cannot-pass': (r) =>
    `${side(r.side)} has legal moves (${r.moves.map((h) => makeHole(h, r.holes)).join(', ')}), so cannot pass.`,
  endless: (r) =>
    `The sowing from ${makeHole(r.hole, r.holes)} never ends: it falls into a cycle of ${num(r.laps)} laps that repeats forever, so it is not a legal move.`,
  'must-pass': (r) => `${side(r.side)} has no legal move and must pass.`,
  // Without the engine's field names (over, toMove), which speak to programmers.
  'no-seeds-left': () => 'No seeds are left on the board, so the game must be over.',
  'nobody-can-move': () =>
    'Neither side has a legal move and seeds are left, so the game must be over.',
  'not-your-hole': (r) =>
    `Hole ${makeHole(r.hole, r.holes)} is ${side(r.owner)}'s; it is ${side(r.side)}'s turn.`,
  'empty-hole': (r) => `Hole ${makeHole(r.hole, r.holes)} is empty.`,
};

export const en: Messages = {
  locale: 'en',
  languageName: 'English',

  sides: SIDES,
  variants: VARIANTS,
  number: num,
  seeds,
  laps,
  list: (items) => AND.format(items),

  board: {
    label: (variant, holes) => `${VARIANTS[variant]} board, 2×${holes}`,
    row: (s) => `${side(s)}'s row`,
    captured: (s, n) => `${side(s)} has captured ${seeds(n)}`,
    // The count as drawn, in digits with no grouping.
    storeButton: (s, n) => `${side(s)} ${n}: ${n === 1 ? 'seed' : 'seeds'} captured`,
    scroller: 'The rows of holes: ← and → scroll them',
    legend: {
      from: (h) => `Sown from ${h}`,
      run: (s, labels) => `${side(s)}'s ${labels.join(', ')}`,
      path: 'sowing path',
      captured: 'captured',
      drops: 'seeds sown there',
      sownAgain: 'holes sown more than once',
    },
  },

  status: {
    toMove: (s) => `${side(s)} to move`,
    mustPassNoSeeds: (s) => `${side(s)} must pass (no seeds)`,
    mustPassAllEndless: (s) => `${side(s)} must pass (every move would never end)`,
    thinking: 'Thinking…',
    thinkingNamed: (name, s) => `${side(s)}: ${name} is thinking…`,
    stuck: (name) => `${name} could not play`,
    round: (n) => `Round ${num(n)}`,
    roundOf: (n, of) => `Round ${num(n)} of ${num(of)}`,
    matchScore: ([south, north], draws) =>
      `Match: ${side('south')} ${num(south)}, ${side('north')} ${num(north)}${draws > 0 ? `, ${num(draws)} drawn` : ''}`,
    matchOver: ({ winner, wins, seeds: total }) => {
      if (winner === 'draw')
        return `The match is drawn: ${num(wins[0])}–${num(wins[1])} in games, ${num(total[0])}–${num(total[1])} in seeds.`;
      const w = winner === 'south' ? 0 : 1;
      return wins[0] !== wins[1]
        ? `${side(winner)} wins the match, ${num(wins[w])} ${wins[w] === 1 ? 'game' : 'games'} to ${num(wins[1 - w])}.`
        : `Games level at ${num(wins[0])}–${num(wins[1])}: ${side(winner)} wins the match on seeds, ${num(total[w])} to ${num(total[1 - w])}.`;
    },
    lap: (n) => `Lap ${num(n)}`,
    inHand: (n) => `${seeds(n)} in hand`,
    result,
    endReasons: END_REASONS,
    gameOver: (winner, captured, reason) =>
      reason === null
        ? result(winner, captured)
        : `${result(winner, captured)} (${END_REASONS[reason]})`,
  },

  hole: {
    name: (label, s, count, playable) =>
      `${label}, ${side(s)}'s hole, ${seeds(count)}${playable ? ', playable' : ''}`,
    suggested: ', marked: play it',
    suggestedBlocked: ', marked: try it',
    hinted: ', suggested by the hint',
  },

  blocked: {
    empty: (label) => `${label} is empty.`,
    notYours: (label, owner, toMove) =>
      `${label} is ${side(owner)}'s hole; it is ${side(toMove)}'s turn.`,
    endless: (label, cycle) =>
      `The sowing from ${label} never ends (a cycle of ${laps(cycle)}), so it is not a legal move.`,
    gameOver: 'The game is over.',
    computerTurn: "It is the computer's turn.",
    computerNext: 'The computer plays next, once this move is sown.',
    playerTurn: (name) => `It is ${name}'s turn.`,
    playerNext: (name) => `${capital(name)} plays next, once this move is sown.`,
    sowing: 'Not yet: a move is still being sown.',
    mustPass: (s) => `${side(s)} has no legal move and must pass.`,
    cannotPass: (s) => `${side(s)} has legal moves, so cannot pass.`,
    badMove: 'There is no such hole on this board.',
  },

  preview: {
    move: (f) => {
      let text =
        f.laps === 1
          ? `Sowing ${f.hole}: ends in ${ref(f.lastHole)}.`
          : `Sowing ${f.hole}: ${laps(f.laps)}, ends in ${ref(f.lastHole)}.`;
      if (f.captures > 0) {
        const fours = f.captures === 1 ? 'a four' : `${num(f.captures)} fours`;
        text += ` Captures ${fours} (${seeds(f.capturedSeeds)}).`;
      }
      if (f.lastFour !== null) {
        text +=
          f.lastFour.seeds === 1
            ? ` The last seed goes to ${side(f.lastFour.to)}.`
            : ` The last ${seeds(f.lastFour.seeds)} go to ${side(f.lastFour.to)}.`;
      }
      if (f.endsGame)
        text +=
          f.endReason === null
            ? ' The game ends.'
            : ` The game ends (${END_REASONS[f.endReason]}).`;
      if (f.extraTurn) text += ` ${side(f.mover)} plays again.`;
      return text;
    },
    endless: (label, cycle) =>
      `Sowing ${label} never ends (a cycle of ${laps(cycle)}): not a legal move.`,
  },

  controls: {
    pass: 'Pass',
    undo: 'Undo',
    redo: 'Redo',
    newGame: 'New game',
    nextGame: 'Next game',
    retry: 'Try again',
    agree: 'End by agreement',
    agreeSure: 'Yes, end the game',
    agreeAsk:
      'Do both players agree to end the game here? Press again to end it. To play on, press Esc or anything else.',
    speed: 'Speed',
    speeds: { slow: 'Slow', normal: 'Normal', fast: 'Fast', instant: 'Instant' },
    flip: 'Flip board',
    showNarration: 'Show narration',
    hideNarration: 'Hide narration',
    narration: 'Narration',
    replay: {
      label: 'Replay',
      first: 'First position',
      previous: 'Previous move',
      next: 'Next move',
      last: 'Last position',
      play: 'Play',
      // Not "Pause": that is the animation's own button, shown beside it.
      pause: 'Stop',
      position: (ply, total) => `Move ${num(ply)} of ${num(total)}`,
      atStart: 'Start of the game',
      noMoves: 'No moves to replay',
      moveName: (ply, s, label) => `Move ${num(ply)}, ${side(s)}: ${label}`,
      agreedName: (ply) => `Move ${num(ply)}: end by agreement (=)`,
      passName: (ply, s) => `Move ${num(ply)}, ${side(s)} passes (-)`,
      commented: ', with a comment',
      rounds: 'Rounds of the match',
      about: 'About this game',
      player: (s, name) => `${side(s)}: ${name}`,
      event: 'Event',
      site: 'Place',
      date: 'Date',
      when: (date) => dateOf(date, 'en-US'),
      comment: 'Comment',
    },
    stepSeed: 'Step one seed',
    stepLap: 'Step one lap',
    pause: 'Pause',
    resume: 'Resume',
    skipAnimation: 'Skip animation',
    hint: 'Hint',
  },
  computer: {
    name: (level) => `Computer (${level})`,
    levels: { beginner: 'beginner', casual: 'casual', strong: 'strong', expert: 'expert' },
    hint: (hole) => `Hint: sow ${hole}.`,
    hintPass: 'Hint: pass.',
    captures: (n) => `It captures ${seeds(n)}.`,
    endsGame: (n, lastFour, mine) => {
      if (n === 0 && lastFour === null) return 'The game ends with it.';
      if (lastFour === null) return `It captures ${seeds(n)}, ending the game.`;
      const last = lastFour.seeds === 1 ? 'the last seed' : `the last ${num(lastFour.seeds)}`;
      if (mine) return `It captures ${seeds(n)} and ${last}, ending the game.`;
      const goes = lastFour.seeds === 1 ? 'goes' : 'go';
      return `It captures ${seeds(n)}; ${last} ${goes} to ${side(lastFour.to)} and the game ends.`;
    },
    endResult: (outcome, mine, theirs) =>
      outcome === 'draw'
        ? `It is a draw, ${num(mine)}–${num(theirs)}.`
        : `You ${outcome === 'win' ? 'win' : 'lose'} ${num(mine)}–${num(theirs)}.`,
    prevents: (s, n) => `It stops ${side(s)} from capturing ${seeds(n)}.`,
    longRun: (score) =>
      `It does best in the long run: the computer reckons you will finish ${
        score === 0 ? 'level' : `about ${seeds(Math.abs(score))} ${score > 0 ? 'ahead' : 'behind'}`
      }.`,
    outcome: (outcome) =>
      outcome === 'win'
        ? 'With best play on both sides, this move wins.'
        : outcome === 'draw'
          ? 'With best play on both sides, this move draws.'
          : 'Against best play every move loses; this one loses least.',
    unavailable: 'The computer is not available here.',
  },

  kept: {
    notice: (changed, others) =>
      (changed === null
        ? 'The game you left is kept aside.'
        : changed === FROM_ANOTHER_BOARD
          ? 'A game played on another board of this page is kept aside.'
          : // Which attributes changed is for the page's developers (the console says it); a
            // visitor needs to know only that a game of theirs is kept.
            'A game played here before this page changed its board is kept aside.') +
      (others === 0
        ? ''
        : others === 1
          ? ' 1 more kept game waits behind it.'
          : ` ${others} more kept games wait behind it.`),
    resume: 'Go back to it',
    discard: 'Discard it',
    resumed: (otherKept) =>
      otherKept
        ? 'Saved game brought back; the one you left is kept aside.'
        : 'Saved game brought back.',
    discarded: (left) =>
      left === 0 ? 'Kept game discarded.' : 'Kept game discarded; the next one is offered.',
    refused:
      "The browser's storage refused to keep the game on the board aside, so it stays on the board.",
  },

  announce: {
    undone: (moves) => travelled(moves, 'undone'),
    redone: (moves) => travelled(moves, 'redone'),
    newGame: 'New game.',
    idle: (seconds) => `Nobody played for ${idleTime(seconds)}: new game.`,
    idleSetup: (seconds) =>
      `Nobody touched the board for ${idleTime(seconds)}: the setup starts again from its position.`,
    idleWarning: (mode, seconds) =>
      `Nobody has touched the board for a while: in ${plural(seconds, 'second', 'seconds')} ${
        mode === 'play'
          ? 'a new game starts'
          : mode === 'replay'
            ? 'the replay goes back to its start'
            : 'the setup starts again from its position'
      }.`,
    idleKeep: "I'm still here",
  },

  setup: {
    tool: 'Tool',
    add: 'Add seeds',
    remove: 'Remove seeds',
    addSeedTo: (label) => `Select to add a seed to ${label}.`,
    removeSeedFrom: (label) => `Select to remove a seed from ${label}.`,
    addCaptured: (s) => `Select to add a seed to what ${side(s)} has captured.`,
    removeCaptured: (s) => `Select to take a seed from what ${side(s)} has captured.`,
    holeFull: (label, n) => `${label} holds ${n} seeds, as many as a hole can.`,
    clearBoard: 'Clear board',
    fillBoard: 'Fill board',
    variant: 'Variant',
    fewerHoles: 'Fewer holes',
    moreHoles: 'More holes',
    sideToMove: 'Side to move',
    startPlaying: 'Start playing from here',
    again: 'Set up again',
    copyPosition: 'Copy position',
    copied: (notation) => `Position copied, for a page's position attribute: ${notation}`,
    toCopy: (notation) => `The position, to copy for a page's position attribute: ${notation}`,
    cleared: 'The board is empty: no seeds in the holes, none captured.',
    filled: 'Four seeds in every hole, none captured.',
    invalid: (reason) => `This position cannot be played: ${reason}`,
    noSeeds: 'no seeds are left on the board.',
    tooManySeeds: (total, max) =>
      `the board holds ${seeds(total)}; at most ${num(max)} are allowed.`,
    nobodyCanMove: 'neither side has a legal move, yet seeds are left.',
  },

  errors: {
    heading: 'This board cannot be shown',
    unknownVariant: (value, allowed) => `Unknown variant ${quote(value)}; use ${oneOf(allowed)}.`,
    holesOutOfRange: (value, min, max) =>
      `Holes per row must be a whole number from ${min} to ${max}; got ${quote(value)}.`,
    seedsOutOfRange: (value, min, max) =>
      `Seeds per hole must be a whole number from ${min} to ${max}; got ${quote(value)}.`,
    badMode: (value, allowed) => `Unknown mode ${quote(value)}; use ${oneOf(allowed)}.`,
    badOrientation: (value, allowed) =>
      `Unknown orientation ${quote(value)}; use ${oneOf(allowed)}.`,
    badFirst: (value, allowed) => `Unknown first player ${quote(value)}; use ${oneOf(allowed)}.`,
    badHighlight: (value, labels) =>
      `${quote(value)} is not a hole of this board, so it cannot be highlighted; use ${labels}.`,
    badSpeed: (value, allowed) => `Unknown speed ${quote(value)}; use ${oneOf(allowed)}.`,
    badLang: (value, allowed) => `Unsupported language ${quote(value)}; use ${oneOf(allowed)}.`,
    badPlayers: (value) =>
      `“players” must be an object such as { north: player }, each side's player with a method chooseMove(position, signal); got ${quote(value)}, so no side is played by it.`,
    playersSide: (key) =>
      `“players” has no side ${quote(key)}; use south and north. The player given there plays no side.`,
    unaskablePlayer: (side, value) =>
      `“players” gives ${side} ${quote(value)}, which has no method chooseMove(position, signal), so it plays no side.`,
    unreadablePlayers:
      '“players” could not be read: reading it threw an error, so no side is played by it.',
    badPlayer: (attribute, value, allowed) =>
      attribute === 'think-ms'
        ? `The thinking time ${quote(value)} in “think-ms” is not allowed; use a whole number of milliseconds, ${allowed}.`
        : `Unknown player ${quote(value)} in “${attribute}”; use ${allowed}.`,
    playerFailed: (who) =>
      `${capital(who)} could not choose a move. The game waits: try again, take the move back or start a new game.`,
    playerIllegal: (who, move) =>
      `${capital(who)} chose ${quote(move)}, which is not a legal move here. The game waits: try again, take the move back or start a new game.`,
    badRounds: (value, min, max) =>
      `A match has a whole number of rounds from ${min} to ${max}; got ${quote(value)}.`,
    roundsWithStart:
      'A match (rounds) starts every game from the full board, so it cannot be combined with a position or a record.',
    badLoop: (value, min, max) =>
      `Unknown pause ${quote(value)} for loop; write loop alone, or the seconds between games as a whole number from ${min} to ${max}.`,
    badIdle: (value, min, max) =>
      `Unknown wait ${quote(value)} for idle; write idle alone, or the seconds a game may stand untouched as a whole number from ${min} to ${max}.`,
    emptyPersist:
      '“persist” is empty, so the game is not saved: give the key to save it under (such as “museum-board”), or leave persist out.',
    loadNotText: (value) => `load() takes text, a game record or a position; got ${value}.`,
    positionNotText: (value) =>
      `“position” must be text, a position in the engine's notation (such as h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s); got ${value}.`,
    recordNotText: (value) => `“record” must be text, a game record; got ${value}.`,
    badPersist: (value) =>
      `“persist” must be text, the key the game is saved under (such as “museum-board”); got ${value}.`,
    badControls: (token, allowed) =>
      `Unknown control ${quote(token)} in “controls”; use ${oneOf(allowed)}.`,
    controlsNoneAlone:
      '“none” in “controls” hides every control, so it stands alone: remove it, or the controls written with it.',
    badPosition: (fault, column) =>
      column === null
        ? `The position is not valid: ${fault}`
        : `The position is not valid (column ${column}): ${fault}`,
    badRecord: (fault, line, column) =>
      `The game record is not valid (${at(line, column)}): ${fault}`,
    badMatchGame: (game, fault, line, column) =>
      line === undefined
        ? `Game ${game} of the match is not valid: ${fault}`
        : `Game ${game} of the match is not valid (${at(line, column ?? null)}): ${fault}`,
    badMatch: (problem, game, value) =>
      ({
        'no-games': 'A match needs the record of at least one game.',
        'too-many': `A match of ${num(game - 1)} ${game === 2 ? 'round' : 'rounds'} has no game ${num(game)}.`,
        'wrong-start': `Game ${num(game)} does not start where round ${num(game)} of the match does: each game starts from the full board, the first with the side the match begins with, each other with the side that did not start the game before.`,
        unfinished: `Game ${num(game)} of the match is not finished, yet another game follows it.`,
        'not-list': `loadMatch() takes a list of the match's game records, the current game last; got ${quote(value)}.`,
        'not-text': `Game ${num(game)} of the match is ${quote(value)}, not text: each game is given as its record.`,
      })[problem],
    corruptSave: 'A saved game could not be read and was ignored.',
    replayPlace:
      'The move this replay was saved at could not be read, so it starts from the beginning.',
    savedPly:
      'The move this game was saved at could not be read, so it is restored at its last move.',
    savedSettings:
      'Some of what was saved with this game could not be read and was left out; the game itself is restored.',
    setupDraft:
      'The position being set up could not be read, so setup starts from the position of the game.',
    staleSave: (attributes) => {
      const names = attributes.split(' ');
      const many = names.length > 1;
      return `The saved game was set aside: the board's ${many ? 'attributes' : 'attribute'} ${AND.format(names)} ${many ? 'have' : 'has'} changed since it was saved, so it starts what the page now asks for.`;
    },
    sharedKey:
      'Another board on this page saves its game under the same key, so this one plays unsaved; each board needs a key of its own.',
    unsaved:
      'The browser would not save this game (its storage is full or blocked); play goes on, but the game will not be here next time.',
  },

  // The engine's words, holes by their labels.
  faults: FAULTS,

  narration: {
    sow: (s, n, hole) => `${side(s)} sows ${seeds(n)} from ${hole}.`,
    relay: (hole, n, lap) =>
      `The last seed makes ${num(n)} in ${ref(hole)}: relay, lap ${num(lap)}.`,
    moreLaps: (n, captured) =>
      captured > 0
        ? `… ${num(n)} more ${n === 1 ? 'lap' : 'laps'}, capturing ${seeds(captured)} on the way …`
        : `… ${num(n)} more ${n === 1 ? 'lap' : 'laps'} …`,
    enPassant: (by, holes) => {
      if (holes.length === 1)
        return `On the way, ${side(by)} captures the four in ${ref(holes[0])}.`;
      const where = holes.every((h) => h.side === holes[0].side)
        ? `${side(holes[0].side)}'s ${AND.format(holes.map((h) => h.label))}`
        : AND.format(holes.map(ref));
      return `On the way, ${side(by)} captures the fours in ${where} — ${seeds(4 * holes.length)}.`;
    },
    casa: (by, hole, chain, n) =>
      chain.length === 0
        ? `The last seed makes a casa in ${ref(hole)}: ${side(by)} captures it.`
        : `The last seed makes a casa in ${ref(hole)}: ${side(by)} captures it and, chaining back, ${AND.format(chain.map(ref))} — ${seeds(n)}.`,
    stop: (hole, n) =>
      n === 1
        ? `The last seed falls in ${ref(hole)}, which was empty: the move ends.`
        : `The last seed falls in ${ref(hole)}, which was empty: the move ends after ${laps(n)}.`,
    lastFour: (to, by, rule, n, inHand) => {
      const hand =
        inHand === 0
          ? ''
          : inHand === n
            ? n === 1
              ? ' (still in hand)'
              : ' (all still in hand)'
            : ` (${num(inHand)} of them still in hand)`;
      const left =
        n === 1
          ? `Only 1 seed is left${hand}: it goes`
          : `Only ${seeds(n)} are left${hand}: they go`;
      if (rule === 'previous-winner') {
        const not = to === by ? '' : `, not to ${side(by)}, who made the capture`;
        return `${left} to ${side(to)}, the winner of the previous game${not}.`;
      }
      if (rule === 'capturer-after-draw') {
        return `${left} to ${side(to)}, who made the last capture, as the previous game was drawn.`;
      }
      return `${left} to ${side(to)}, who made the last capture.`;
    },
    boardEmpty: 'No seeds are left on the board.',
    extraTurn: (s) => `${side(s)} plays again.`,
    score: (south, north) => `Seeds captured: South ${num(south)}, North ${num(north)}.`,
    passNoSeeds: (s) => `${side(s)} has no seeds and passes.`,
    passAllEndless: (s) =>
      `Every move ${side(s)} could make would never end, so ${side(s)} passes.`,
    remaining: (rule, south, north, uncounted, oddSeed) => {
      if (rule === 'own-side') {
        return `The seeds left on the board go to the side they lie on: ${seeds(south)} to South, ${seeds(north)} to North.`;
      }
      if (rule === 'split') {
        const where = oddSeed === null ? 'on the board' : `in ${ref(oddSeed)}`;
        const odd = uncounted > 0 ? `; the odd seed stays ${where}, uncounted` : '';
        if (south + north === 0)
          return `The one seed left cannot be split: it stays ${where}, uncounted.`;
        return `The ${seeds(south + north + uncounted)} left are split evenly: ${seeds(south)} each${odd}.`;
      }
      return uncounted === 1
        ? 'The 1 seed left on the board counts for nobody.'
        : `The ${seeds(uncounted)} left on the board count for nobody.`;
    },
    gameEnd: (reason, winner, captured) =>
      winner === 'draw'
        ? `Game over (${END_REASONS[reason]}): a draw, ${score(winner, captured)}.`
        : `Game over (${END_REASONS[reason]}): ${side(winner)} wins ${score(winner, captured)}.`,
    agreed: 'Both players agree to end the game.',
  },

  captions: {
    sow: (_s, n, hole) => `Sowing ${seeds(n)} from ${hole}`,
    relay: (hole, n) => `Relay of ${seeds(n)} from ${ref(hole)}`,
    enPassant: (by, hole) => `${side(by)} captures the four in ${ref(hole)}`,
    casa: (by, hole) => `A casa in ${ref(hole)}: ${side(by)} captures it`,
    chain: (_by, hole) => `Chaining back: ${ref(hole)} too`,
    lastFour: (to, n) =>
      n === 1 ? `The last seed goes to ${side(to)}` : `The last ${seeds(n)} go to ${side(to)}`,
    stop: (hole) => `Ends in ${ref(hole)}`,
    extraTurn: (s) => `${side(s)} plays again`,
    pass: (s) => `${side(s)} passes`,
  },
};
