import { afterAll, describe, expect, it } from 'vitest';
import { clickHole, disconnect, narration, open } from './browser.ts';

afterAll(disconnect);

describe('a live board in the built site', () => {
  it('plays a move clicked on the home page and tells it', async () => {
    const { page, problems, close } = await open('/');
    try {
      await clickHole(page, 'home-board', 2);
      await expect
        .poll(() => narration(page, 'home-board'))
        .toContain('South sows 4 seeds from c.');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
