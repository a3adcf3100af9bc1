import { type EmbedProblem, readEmbedParams } from '../lib/embed-params.ts';

const problemsBox = document.querySelector<HTMLElement>('#embed-problems');
const holder = document.querySelector<HTMLElement>('#embed-board');

if (problemsBox && holder) {
  const messages = JSON.parse(problemsBox.dataset.messages ?? '{}') as Record<string, string>;
  const fill = (template: string, values: Record<string, string>) =>
    template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  const say = (text: string, lang?: string) => {
    const line = document.createElement('p');
    line.textContent = text;
    if (lang !== undefined) line.lang = lang;
    problemsBox.append(line);
  };
  const describe = (problem: EmbedProblem) => {
    if (problem.kind === 'narration') return fill(messages.narration, { value: problem.value });
    if (problem.kind === 'overridden')
      return fill(
        problem.by === 'record' ? messages.overriddenByRecord : messages.overriddenByPosition,
        { name: problem.name },
      );
    return fill(messages[problem.kind], { name: problem.name });
  };

  const { attributes, problems } = readEmbedParams(new URLSearchParams(location.search));
  for (const problem of problems) say(describe(problem));

  const board = document.createElement('hoyito-board');
  // The board reports each bad attribute (and draws its own message where it can't show a
  // board); here it is also named as the URL parameter it came from.
  const boardLang = attributes.lang === 'en' || attributes.lang === 'es' ? attributes.lang : null;
  const around =
    boardLang === 'en'
      ? messages.parameterEn
      : boardLang === 'es'
        ? messages.parameterEs
        : messages.parameter;
  board.addEventListener('hoyito-error', (event) => {
    const { detail } = event as CustomEvent<{ attribute: string; localizedMessage: string }>;
    say(
      fill(around, { name: detail.attribute, message: detail.localizedMessage }),
      boardLang ?? undefined,
    );
  });
  for (const [name, value] of Object.entries(attributes))
    board.setAttribute(name, value === true ? '' : value);
  const holes = Number(
    attributes.position?.toString().split('/')[1]?.split('.').length ?? attributes.holes,
  );
  if (Number.isInteger(holes) && holes >= 3 && holes <= 12)
    holder.style.minHeight = `calc(7.5rem + 2 * (100cqi - 7.5rem) / ${holes})`;
  holder.append(board);
}
