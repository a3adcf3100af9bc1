/**
 * The one template every story renders: `<hoyito-board>` with the story's args as attributes,
 * CSS custom properties and event listeners. The args' names are the manifest's, so the controls
 * (generated from custom-elements.json) edit exactly what this template sets.
 */
import type {
  HoyitoAnimationEndEvent,
  HoyitoChangeEvent,
  HoyitoErrorEvent,
  HoyitoGameOverEvent,
  HoyitoMoveEvent,
} from '@hoyito/board';
import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { styleMap } from 'lit/directives/style-map.js';

export interface BoardArgs {
  variant?: string;
  holes?: string;
  seeds?: string;
  first?: string;
  position?: string;
  record?: string;
  mode?: string;
  orientation?: string;
  speed?: string;
  narration?: boolean;
  controls?: string;
  persist?: string;
  'south-player'?: string;
  'north-player'?: string;
  'think-ms'?: string;
  /**
   * Play mode: start a new game this many seconds after one ends ('' for 8); replay mode: play the
   * record by itself, and again after its end.
   */
  loop?: string;
  /**
   * Play mode: a game a person left untouched this many seconds starts again ('' for 120); replay
   * mode: a replay left stopped goes back to its start.
   */
  idle?: string;
  /** A match of this many games. */
  rounds?: string;
  highlight?: string;
  /** The global `lang` attribute (the board also follows an ancestor's). */
  lang?: string;
  /** CSS custom properties, set on the element's style. */
  [property: `--hoyito-${string}`]: string | undefined;
  onHoyitoMove?: (event: HoyitoMoveEvent) => void;
  onHoyitoChange?: (event: HoyitoChangeEvent) => void;
  onHoyitoGameover?: (event: HoyitoGameOverEvent) => void;
  onHoyitoError?: (event: HoyitoErrorEvent) => void;
  onHoyitoAnimationEnd?: (event: HoyitoAnimationEndEvent) => void;
}

export function board(args: BoardArgs): TemplateResult {
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(args)) {
    if (name.startsWith('--') && typeof value === 'string' && value !== '') style[name] = value;
  }
  return html`<hoyito-board
    variant=${ifDefined(args.variant)}
    holes=${ifDefined(args.holes)}
    seeds=${ifDefined(args.seeds)}
    first=${ifDefined(args.first)}
    position=${ifDefined(args.position)}
    record=${ifDefined(args.record)}
    mode=${ifDefined(args.mode)}
    orientation=${ifDefined(args.orientation)}
    speed=${ifDefined(args.speed)}
    ?narration=${args.narration === true}
    controls=${ifDefined(args.controls)}
    persist=${ifDefined(args.persist)}
    south-player=${ifDefined(args['south-player'])}
    north-player=${ifDefined(args['north-player'])}
    think-ms=${ifDefined(args['think-ms'])}
    loop=${ifDefined(args.loop)}
    idle=${ifDefined(args.idle)}
    rounds=${ifDefined(args.rounds)}
    highlight=${ifDefined(args.highlight)}
    lang=${ifDefined(args.lang)}
    style=${styleMap(style)}
    @hoyito-move=${args.onHoyitoMove}
    @hoyito-change=${args.onHoyitoChange}
    @hoyito-gameover=${args.onHoyitoGameover}
    @hoyito-error=${args.onHoyitoError}
    @hoyito-animation-end=${args.onHoyitoAnimationEnd}
  ></hoyito-board>`;
}

/** The board on a dark page (light text on a dark background) that chooses the dark scheme for it. */
export const onDarkPage = (args: BoardArgs): TemplateResult => html`<style>
    .night hoyito-board { color-scheme: dark; }
  </style>
  <div class="night" style="background: #15100b; color: #f2ece2; padding: 1rem">${board(args)}</div>`;
