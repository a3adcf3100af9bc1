import { Game, makeRecord, Random } from '@hoyito/engine';

/**
 * A whole Hoyito II game for the replay page to start with: random legal moves from a fixed seed,
 * played through the engine at build time, so the record is always a legal game.
 */
export function sampleRecord(seed = 2005, event = 'Sample game'): string {
  const created = Game.create({ variant: 'hoyito-2', holes: 6 });
  if (!created.ok) throw new Error(created.error.message);
  return makeRecord(created.value.playOut(new Random(seed)), [['Event', event]]);
}
