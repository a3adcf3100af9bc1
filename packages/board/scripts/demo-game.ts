// Prints the game that demo/index.html replays and the diagram position it shows, so that
// both can be made again: a random Hoyito II game on 2×6 (seeded, so always the same one)
// played through the engine, then the position before its 6th move.
//
//   node ../../scripts/node22.mjs scripts/demo-game.ts

import { Game, makeHole, makePosition, makeRecord, Random } from '@hoyito/engine';

const SEED = 4039;
const DIAGRAM_PLY = 5;

const created = Game.create({ variant: 'hoyito-2', holes: 6 });
if (!created.ok) throw new Error(created.error.message);
const game = created.value.playOut(new Random(SEED));

console.log(makeRecord(game, [['Event', 'Demo game']]));
const next = game.moves[DIAGRAM_PLY]?.move;
game.goTo(DIAGRAM_PLY);
console.log(`position: ${makePosition(game.position)}`);
if (typeof next === 'number') console.log(`highlight: ${makeHole(next, game.position.holes)}`);
