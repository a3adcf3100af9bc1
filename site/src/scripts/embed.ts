// The board's own reading of a language tag (a pure module, no DOM).
import { matchLocale } from '../../../packages/board/src/i18n/messages.ts';
import { holesOf } from '../lib/board-html.ts';
import { type EmbedProblem, readEmbedParams } from '../lib/embed-params.ts';
import type { BoardElement } from './board-link.ts';

const problemsBox = document.querySelector<HTMLElement>('#embed-problems');
const alertBox = document.querySelector<HTMLElement>('#embed-alert');
const toldBox = document.querySelector<HTMLElement>('#embed-told');
const holder = document.querySelector<HTMLElement>('#embed-board');

type Words = Record<string, string>;

if (problemsBox && alertBox && toldBox && holder) {
  const { attributes, problems, scheme } = readEmbedParams(new URLSearchParams(location.search));
  // The board words its complaints in its own language, and the frame's words follow: `lang`
  // read as the board reads it (`es-DO`, `ES`: Spanish), else, for no lang or one the board does
  // not have, this page's language, which the board then speaks too.
  const boardLang = typeof attributes.lang === 'string' ? matchLocale(attributes.lang) : null;
  const pageLang = document.documentElement.lang === 'es' ? 'es' : 'en';
  const lang = boardLang ?? pageLang;
  const messages = (JSON.parse(problemsBox.dataset.messages ?? '{}') as Record<string, Words>)[
    lang
  ] as Words;
  if (lang !== pageLang) {
    document.documentElement.lang = lang;
    document.title = messages.title;
    const heading = document.querySelector('h1');
    if (heading) heading.textContent = messages.title;
    const waiting = holder.querySelector('.embed-waiting');
    if (waiting) waiting.textContent = messages.waiting;
  }
  const fill = (template: string, values: Record<string, string>) =>
    template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  /** Shows a line of the list; `aloud`, in its alert, else where it is read only when looked at. */
  const say = (text: string, aloud = true) => {
    const line = document.createElement('p');
    line.textContent = text;
    (aloud ? alertBox : toldBox).append(line);
    problemsBox.dataset.lines = '';
  };
  const describe = (problem: EmbedProblem) => {
    if (problem.kind === 'narration') return fill(messages.narration, { value: problem.value });
    if (problem.kind === 'scheme') return fill(messages.scheme, { value: problem.value });
    if (problem.kind === 'overridden')
      return fill(
        problem.by === 'record' ? messages.overriddenByRecord : messages.overriddenByPosition,
        { name: problem.name },
      );
    return fill(messages[problem.kind], { name: problem.name });
  };

  // A parameter that the position or record overrides is named once the board has read that
  // position or record: when it refuses it, that is the fault to fix, and a line on a parameter
  // it would pass over anyway is only noise beside it.
  const overridden = problems.filter(
    (problem): problem is Extract<EmbedProblem, { kind: 'overridden' }> =>
      problem.kind === 'overridden',
  );
  for (const problem of problems) if (problem.kind !== 'overridden') say(describe(problem));
  // The frame cannot see the page around it: the link says whether that page is light or dark.
  if (scheme !== null) document.documentElement.dataset.scheme = scheme;

  const board = document.createElement('hoyito-board') as BoardElement;
  // The board reports each bad attribute as it sets itself up from them (and draws its own
  // message where it can't show a board); here it is also named as the URL parameter it came
  // from. Only then: what goes wrong later in play (a computer that cannot move, a save the
  // browser refuses) is no parameter's fault, and the board says it itself, where it happens.
  const reported: { attribute: string; localizedMessage: string }[] = [];
  const onError = (event: Event) => {
    reported.push((event as CustomEvent<(typeof reported)[number]>).detail);
  };
  board.addEventListener('hoyito-error', onError);
  for (const [name, value] of Object.entries(attributes))
    board.setAttribute(name, value === true ? '' : value);
  // Kept before the board upgrades, so that nothing moves when it does: the room of the game the
  // element will show, read as it reads it (a record before a position).
  holder.style.minHeight = `calc(7.5rem + 2 * (100cqi - 7.5rem) / ${holesOf(attributes)})`;
  holder.append(board);
  // The words shown while there is no board go once the board can be drawn: this script may run
  // where the board's own cannot (a frame sandboxed without allow-same-origin loads no module
  // from another origin without CORS, and this one is inline), and they then say why.
  void customElements.whenDefined('hoyito-board').then(async () => {
    holder.querySelector('.embed-waiting')?.remove();
    await board.updateComplete;
    board.removeEventListener('hoyito-error', onError);
    // The error the board shows in its place is its own alert: said aloud here too, it would be
    // heard twice. It is listed all the same, named as the parameter it came from.
    const inItsPlace = board.error?.attribute;
    // A position or record the board refused sets nothing: what it would pass over is not said.
    const refused = new Set([inItsPlace, ...reported.map((error) => error.attribute)]);
    for (const problem of overridden) if (!refused.has(problem.by)) say(describe(problem));
    for (const { attribute, localizedMessage } of reported)
      say(
        fill(messages.parameter, { name: attribute, message: localizedMessage }),
        attribute !== inItsPlace,
      );
  });
}
