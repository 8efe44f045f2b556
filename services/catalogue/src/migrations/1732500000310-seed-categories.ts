import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The shop's six collections, in display order. */
export const SEEDED_CATEGORIES = [
  {
    name: 'Tussars',
    slug: 'tussar-sarees',
    description:
      'Tussar silk sarees with the natural golden sheen and slightly textured weave of wild silk. Light to wear and rich to look at, they move easily from festive mornings to evening gatherings.',
  },
  {
    name: 'Banaras',
    slug: 'banaras-sarees',
    description:
      'Banarasi sarees woven in Varanasi, known for their zari brocade, intricate floral and paisley motifs and opulent borders. Heirloom pieces made for weddings and grand celebrations.',
  },
  {
    name: 'Cotton',
    slug: 'cotton-sarees',
    description:
      'Breathable handloom cotton sarees for everyday comfort in every season. Crisp weaves, easy drapes and timeless prints that look as good at work as at home.',
  },
  {
    name: 'Organza',
    slug: 'organza-sarees',
    description:
      'Sheer, airy organza sarees with a graceful structured fall. Delicate embroidery and soft pastel hues make them a favourite for receptions and daytime events.',
  },
  {
    name: 'Georgette',
    slug: 'georgette-sarees',
    description:
      'Flowing georgette sarees that drape beautifully and are easy to carry all day. Lightweight and wrinkle-resistant, in prints and embellished designs for parties and occasions.',
  },
  {
    name: 'Celebrity Collection',
    slug: 'celebrity-collection',
    description:
      'Sarees inspired by looks seen on the screen and the red carpet. Statement drapes, bold colours and standout detailing for when you want every eye in the room.',
  },
] as const;

export class SeedCategories1732500000310 implements MigrationInterface {
  name = 'SeedCategories1732500000310';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [index, category] of SEEDED_CATEGORIES.entries()) {
      await queryRunner.query(
        `INSERT INTO category (name, slug, description, position) VALUES ($1, $2, $3, $4)
         ON CONFLICT (slug) DO NOTHING`,
        [category.name, category.slug, category.description, index + 1],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM category WHERE slug = ANY($1)`, [
      SEEDED_CATEGORIES.map((c) => c.slug),
    ]);
  }
}
