import '@hoyito/board';
import manifest from 'virtual:hoyito-manifest';
import { type Preview, setCustomElementsManifest } from '@storybook/web-components-vite';
import { html } from 'lit';

// The argTypes (controls and the docs' tables) come from the manifest the board's build writes
// from the element's JSDoc; no story declares argTypes by hand.
setCustomElementsManifest(manifest);

type Enhancer = NonNullable<Preview['argTypesEnhancers']>[number];

/**
 * Controls for what a story's template sets (board.ts): attributes and CSS custom properties.
 * The manifest types an optional attribute as `string | null` and a CSS property not at all,
 * which Storybook would offer as a JSON editor; they are strings. Properties, events and parts
 * stay documented, without a control.
 */
const controlsForAttributes: Enhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const category = argType.table?.category;
      if (category === 'attributes') {
        const boolean = argType.type?.name === 'boolean';
        return [
          name,
          {
            ...argType,
            type: { name: boolean ? 'boolean' : 'string' },
            control: { type: boolean ? 'boolean' : 'text' },
          },
        ];
      }
      if (category === 'css custom properties')
        return [name, { ...argType, type: { name: 'string' } }];
      return [name, { ...argType, control: false }];
    }),
  ) as typeof argTypes;

const preview: Preview = {
  tags: ['autodocs'],
  argTypesEnhancers: [controlsForAttributes],
  // A page in the reader's colour scheme around each story (preview-head.html styles it).
  decorators: [(story) => html`<div class="hoyito-page">${story()}</div>`],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    options: {
      storySort: {
        order: [
          'Modes',
          'Variants & sizes',
          'Appearance',
          'Language',
          'Animation',
          'Rules in action',
          'Persistence',
          'Computer',
          'Bad input',
        ],
      },
    },
  },
};

export default preview;
