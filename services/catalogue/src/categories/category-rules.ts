import type { CategoryInput } from '@boutique/contracts/catalogue/v1/catalogue_service';
import { isMediaLink } from '@boutique/service-kit';

export const CATEGORY_MESSAGES = {
  nameRequired: 'Category name is required',
  descriptionRequired: 'Category description is required',
  imageLink: 'Image must be a link',
  notFound: 'Category not found',
  slugTaken: 'A category with this name already exists',
  stillHasProducts: (count: number) =>
    `This category still has ${count} products. Move or delete them first.`,
} as const;

export function categoryProblem(input: CategoryInput | undefined): string | undefined {
  if (!input?.name?.trim()) return CATEGORY_MESSAGES.nameRequired;
  if (!input.description?.trim()) return CATEGORY_MESSAGES.descriptionRequired;
  const image = input.image?.trim() ?? '';
  if (image && !isMediaLink(image)) return CATEGORY_MESSAGES.imageLink;
  return undefined;
}

/** "Celebrity Collection" -> "celebrity-collection"; accents folded, other characters dropped. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}
