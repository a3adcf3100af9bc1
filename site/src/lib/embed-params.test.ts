import { parseRecord } from '@hoyito/engine';
import { describe, expect, it } from 'vitest';
import { boardHtml, fallbackText, holesOf } from './board-html.ts';
import { readEmbedParams } from './embed-params.ts';

describe('readEmbedParams', () => {
  it('passes known parameters on as attributes, narration as a boolean', () => {
    const { attributes, problems } = readEmbedParams(
      new URLSearchParams('variant=hoyito-3&holes=8&narration=on&controls=undo flip'),
    );
    expect(attributes).toEqual({
      variant: 'hoyito-3',
      holes: '8',
      narration: true,
      controls: 'undo flip',
    });
    expect(problems).toEqual([]);
  });

  it('reports unknown and repeated parameters and a bad narration', () => {
    const { attributes, problems } = readEmbedParams(
      new URLSearchParams('size=9&mode=play&mode=replay&narration=loud'),
    );
    expect(attributes).toEqual({ mode: 'play' });
    expect(problems).toEqual([
      { kind: 'unknown', name: 'size' },
      { kind: 'repeated', name: 'mode' },
      { kind: 'narration', value: 'loud' },
    ]);
  });

  it('names the parameters a position or a record overrides, and leaves them out', () => {
    const position = 'h1/4.4.4/4.4.4/0-0/s';
    expect(
      readEmbedParams(new URLSearchParams(`holes=7&position=${position}&mode=diagram`)),
    ).toEqual({
      attributes: { position, mode: 'diagram' },
      problems: [{ kind: 'overridden', name: 'holes', by: 'position' }],
      scheme: null,
    });
    expect(
      readEmbedParams(new URLSearchParams('record=x&variant=hoyito-1&first=north&seeds=3'))
        .problems,
    ).toEqual([
      { kind: 'overridden', name: 'variant', by: 'record' },
      { kind: 'overridden', name: 'seeds', by: 'record' },
      { kind: 'overridden', name: 'first', by: 'record' },
    ]);
    // Bad values too: they were never to be used, so they stop nothing.
    expect(
      readEmbedParams(new URLSearchParams(`variant=hoyito-9&seeds=99&position=${position}`))
        .attributes,
    ).toEqual({ position });
    expect(readEmbedParams(new URLSearchParams('holes=7&variant=hoyito-1')).problems).toEqual([]);
  });

  it('names a position beside a record, which the board passes over, and leaves it out', () => {
    const record = '[Variant "hoyito-1"]\n\nc';
    expect(
      readEmbedParams(
        new URLSearchParams(`position=h2/3.5.5/1.2.3/0-0/n&record=${encodeURIComponent(record)}`),
      ),
    ).toEqual({
      attributes: { record },
      problems: [{ kind: 'overridden', name: 'position', by: 'record' }],
      scheme: null,
    });
    // The board reads an empty record or position as none given: the other one, or the holes,
    // then count.
    expect(
      readEmbedParams(new URLSearchParams('record=&position=h1/4.4.4/4.4.4/0-0/s&holes=5')),
    ).toEqual({
      attributes: { record: '', position: 'h1/4.4.4/4.4.4/0-0/s' },
      problems: [{ kind: 'overridden', name: 'holes', by: 'position' }],
      scheme: null,
    });
    expect(readEmbedParams(new URLSearchParams('position=&holes=8'))).toEqual({
      attributes: { position: '', holes: '8' },
      problems: [],
      scheme: null,
    });
  });

  it('reads the page’s scheme apart from the board’s attributes, and reports a bad one', () => {
    expect(readEmbedParams(new URLSearchParams('scheme=Dark&variant=hoyito-2'))).toEqual({
      attributes: { variant: 'hoyito-2' },
      problems: [],
      scheme: 'dark',
    });
    expect(readEmbedParams(new URLSearchParams('scheme=light')).scheme).toBe('light');
    expect(readEmbedParams(new URLSearchParams('scheme=auto'))).toEqual({
      attributes: {},
      problems: [{ kind: 'scheme', value: 'auto' }],
      scheme: null,
    });
  });

  it('turns narration off', () => {
    expect(readEmbedParams(new URLSearchParams('narration=off')).attributes).toEqual({});
  });
});

describe('boardHtml', () => {
  it('writes the markup a page runs, escaping values', () => {
    expect(
      boardHtml(
        { variant: 'hoyito-2', narration: true, controls: undefined, title: 'a "b" <c>' },
        'en',
      ),
    ).toBe(
      '<hoyito-board variant="hoyito-2" narration title="a &quot;b&quot; &lt;c&gt;">A Hoyito II board: it needs JavaScript.</hoyito-board>',
    );
  });

  it('says in the page’s language which game is drawn there, for a browser that runs no script', () => {
    for (const [attributes, en, es] of [
      [{}, 'A Hoyito I board', 'Un tablero de Hoyito I'],
      [{ variant: 'HOYITO-3 ' }, 'A Hoyito III board', 'Un tablero de Hoyito III'],
      // As the board takes its game: a record before a position, a position before `variant`.
      [
        {
          record: '[Variant "hoyito-2"]\n\nc',
          position: 'h3/4.4.4/4.4.4/0-0/s',
          variant: 'hoyito-1',
        },
        'A Hoyito II board',
        'Un tablero de Hoyito II',
      ],
      [
        { position: 'h3/4.4.4/4.4.4/0-0/s', variant: 'hoyito-1' },
        'A Hoyito III board',
        'Un tablero de Hoyito III',
      ],
      // What the board refuses (it then shows its error) names no variant.
      [{ variant: 'hoyito-9' }, 'A Hoyito board', 'Un tablero de Hoyito'],
      [{ position: 'x9/4.4.4/4.4.4/0-0/s' }, 'A Hoyito board', 'Un tablero de Hoyito'],
      [{ record: 'c C' }, 'A Hoyito board', 'Un tablero de Hoyito'],
    ] as const) {
      expect(fallbackText(attributes, 'en'), JSON.stringify(attributes)).toBe(
        `${en}: it needs JavaScript.`,
      );
      expect(fallbackText(attributes, 'es'), JSON.stringify(attributes)).toBe(
        `${es}: necesita JavaScript.`,
      );
    }
  });

  it('knows the holes per row from a position or the holes attribute', () => {
    expect(holesOf({ position: 'h2/1.1.1.1.1.1.1/1.1.1.1.1.1.1/0-0/s' })).toBe(7);
    expect(holesOf({ holes: '12' })).toBe(12);
    expect(holesOf({ holes: 'x' })).toBe(6);
  });

  it('takes a record’s holes before a position’s, as the board does', () => {
    const position = 'h2/3.5.5/1.2.3/0-0/n';
    for (const [record, holes] of [
      ['[Variant "hoyito-1"]\n[Holes "8"]\n\nc', 8],
      ['\n [Variant "hoyito-2"]\t[Event "a \\"[Holes \\"9\\"]\\""] [Holes "4"]\nc', 4],
      // Without a Holes tag a record is on 2×6; a comment's text is not a tag.
      ['[Variant "hoyito-1"]\n\n{As in [Holes "9"]} c', 6],
      // Else on its Start tag's board.
      ['[Variant "hoyito-2"]\n[Start "h2/1.1.1/1.1.1/0-0/s"]\n\na', 3],
    ] as const) {
      const parsed = parseRecord(record);
      expect(parsed.ok && parsed.value.game.position.holes, record).toBe(holes);
      expect(holesOf({ record, position, holes: '5' }), record).toBe(holes);
    }
    // An empty record is none, to the board as here.
    expect(holesOf({ record: '', position })).toBe(3);
    // A Holes tag the board refuses: it shows its error, on no particular board.
    expect(holesOf({ record: '[Variant "hoyito-1"]\n[Holes "20"]\n\nc' })).toBe(6);
  });
});
