// The fixed local list of saree categories: slug, display name and the
// description shown on the collection page. The catalogue maps server category ids to these.
export type Category = {
  slug: string;
  name: string;
  description: string;
};

export const CATEGORIES = [
  {
    slug: 'tussar-sarees',
    name: 'Tussars',
    description:
      'Tussar silk has a natural golden sheen and a gently textured weave, light to drape and rich in character.',
  },
  {
    slug: 'banaras-sarees',
    name: 'Banaras',
    description:
      'Woven in Varanasi, Banarasi sarees are known for their fine silk, brocade work and zari motifs.',
  },
  {
    slug: 'cotton-sarees',
    name: 'Cotton',
    description:
      'Breathable handloom cotton for everyday grace, comfortable through the Indian summer.',
  },
  {
    slug: 'organza-sarees',
    name: 'Organza',
    description: 'Sheer, crisp and luminous: organza holds its shape and catches the light.',
  },
  {
    slug: 'georgette-sarees',
    name: 'Georgette',
    description:
      'Flowing georgette falls softly and drapes with ease, from daytime to celebrations.',
  },
  {
    slug: 'celebrity-collection',
    name: 'Celebrity Collection',
    description: 'Statement drapes inspired by the looks of the screen and the red carpet.',
  },
] as const satisfies readonly Category[];

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

export function findCategory(slug: string | undefined): Category | undefined {
  return CATEGORIES.find((category) => category.slug === slug);
}
