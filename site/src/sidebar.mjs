// Slugs, not links: Starlight then links each locale's own page and takes labels from its title.
export const sidebar = [
  { slug: 'learn' },
  {
    label: 'The rules',
    translations: { es: 'Las reglas' },
    items: [
      { slug: 'rules/hoyito-1' },
      { slug: 'rules/hoyito-2' },
      { slug: 'rules/hoyito-3' },
      { slug: 'compare' },
      { slug: 'conventions' },
    ],
  },
  {
    label: 'Play',
    translations: { es: 'Jugar' },
    items: [{ slug: 'play' }, { slug: 'replay' }],
  },
  {
    label: 'Embed the board',
    translations: { es: 'Inserta el tablero' },
    items: [{ slug: 'embedding' }, { slug: 'diagrams' }, { slug: 'classrooms' }],
  },
  { slug: 'history' },
];
