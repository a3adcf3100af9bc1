// The pages' tables as a reader sees them: the element's reference, every description readable in
// the text column at a desktop's width and a phone's, and no table that a common phone has to
// scroll sideways to show its last column.
import { afterAll, describe, expect, it } from 'vitest';
import { disconnect, open } from './browser.ts';
import { pageRoutes, readPage } from './site-files.ts';

afterAll(disconnect);

describe.each([
  [1280, '/embedding/'],
  [1280, '/es/embedding/'],
  [375, '/embedding/'],
  [375, '/es/embedding/'],
])('at %i px, %s', (width, route) => {
  it('fits every reference table in the text column, each description as wide as its table', async () => {
    const { page, close } = await open(route, { viewport: { width, height: 900 } });
    try {
      const tables = await page.$$eval('.element-reference .table-scroll', (boxes) =>
        boxes.map((box) => {
          const table = box.querySelector('table') as HTMLTableElement;
          const rows = [...table.tBodies[0].rows];
          const described = rows.map((row) => row.cells[row.cells.length - 1]);
          return {
            name: table.dataset.table ?? '',
            hidden: box.scrollWidth - box.clientWidth,
            rows: rows.length,
            // The narrowest description, against the table's width.
            narrowest: Math.min(...described.map((cell) => cell.getBoundingClientRect().width)),
            width: table.getBoundingClientRect().width,
          };
        }),
      );
      expect(tables.map((t) => t.name)).toEqual(
        expect.arrayContaining(['attributes', 'properties', 'methods', 'events']),
      );
      for (const table of tables) {
        expect(table.hidden, `${table.name}: what is cut off at the side`).toBe(0);
        expect(table.rows, table.name).toBeGreaterThan(0);
      }
      // The two tables of many columns give each description the table's whole width.
      for (const table of tables.filter((t) => ['attributes', 'properties'].includes(t.name))) {
        expect(table.narrowest, table.name).toBeGreaterThan(table.width * 0.95);
      }
    } finally {
      await close();
    }
  });
});

describe('on a 375 px phone', () => {
  const withTables = pageRoutes().filter((route) => readPage(route).includes('table-scroll'));

  it.each(withTables)('%s: every table fits the screen, its last column in view', async (route) => {
    const { page, close } = await open(route, { viewport: { width: 375, height: 800 } });
    try {
      const cutOff = await page.$$eval('main .table-scroll', (boxes) =>
        boxes.map((box) => box.scrollWidth - box.clientWidth),
      );
      expect(cutOff.length).toBeGreaterThan(0);
      expect(cutOff, 'what each table hides past the screen’s edge').toEqual(cutOff.map(() => 0));
    } finally {
      await close();
    }
  });
});

describe('the comparison of the variants on a 360 px phone', () => {
  it.each(['/compare/', '/es/compare/'])(
    '%s: names each variant in its heading on one line ("Hoyito I", not "Hoyito" over "I")',
    async (route) => {
      const { page, close } = await open(route, { viewport: { width: 360, height: 800 } });
      try {
        const lines = await page.$$eval('.compare-table th', (headings) =>
          headings.slice(1).map((th) => {
            const range = document.createRange();
            range.selectNodeContents(th);
            const tops = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
            return [th.textContent, tops.size];
          }),
        );
        expect(lines).toEqual([
          ['Hoyito\u00a0I', 1],
          ['Hoyito\u00a0II', 1],
          ['Hoyito\u00a0III', 1],
        ]);
      } finally {
        await close();
      }
    },
  );
});
