// Puts the demo catalogue into a running stack through the services' own gRPC contracts:
// pictures through content's UploadMedia (so they are re-encoded like any upload), then
// products through catalogue's CreateProduct. Used by `npm start` on an empty catalogue
// and by `npm run seed -- --products N` for the benchmark catalogue.
import { SERVICES } from '@boutique/contracts';
import {
  ListProductsRequest,
  type CatalogueServiceClient,
  type Category,
  type ProductInput,
} from '@boutique/contracts/catalogue/v1/catalogue_service';
import type { ContentServiceClient } from '@boutique/contracts/content/v1/content_service';
import { MediaKind } from '@boutique/contracts/content/v1/content_service';
import { demoProduct, PALETTE } from './demo-catalogue.js';
import { sareeSvg } from './demo-images.js';

/** The seed's caller name in its service tokens (the services name it where it may call). */
export const SEED_CALLER = 'seed';

/** Who the seed acts as: an admin that is not a person. */
const SEED_ACTOR = {
  userId: '00000000-0000-4000-8000-000000005eed',
  role: 'admin',
  userName: 'Demo catalogue',
};

export interface SeedOptions {
  /** host:port of catalogue's gRPC server. */
  catalogueUrl: string;
  /** host:port of content's gRPC server. */
  contentUrl: string;
  /** The stack's SERVICE_AUTH_SECRET (its `.data/secrets.json`): signs the seed's calls. */
  serviceAuthSecret?: string;
  /** How many products to create (the demo is 48). */
  products: number;
  /** Index of the first product (to add to an existing catalogue). */
  offset?: number;
  /** Progress lines. */
  onProgress?: (line: string) => void;
  /** Parallel CreateProduct calls (default 8). */
  concurrency?: number;
}

export interface SeedResult {
  created: number;
  images: number;
  seconds: number;
}

type Clients = Awaited<ReturnType<typeof connect>>;

async function connect(options: SeedOptions) {
  const { createGrpcClient } = await import('@boutique/service-kit');
  const caller = { name: SEED_CALLER, secret: options.serviceAuthSecret };
  const catalogue = createGrpcClient<CatalogueServiceClient>(
    SERVICES.catalogue,
    options.catalogueUrl,
    { caller },
  );
  const content = createGrpcClient<ContentServiceClient>(SERVICES.content, options.contentUrl, {
    caller,
  });
  await Promise.all([catalogue.waitForReady(30_000), content.waitForReady(30_000)]);
  return {
    catalogue: catalogue.client,
    content: content.client,
    close: () => {
      catalogue.close();
      content.close();
    },
  };
}

/** How many products the catalogue holds now. */
export async function countProducts(
  catalogueUrl: string,
  serviceAuthSecret?: string,
): Promise<number> {
  const { createGrpcClient } = await import('@boutique/service-kit');
  const handle = createGrpcClient<CatalogueServiceClient>(SERVICES.catalogue, catalogueUrl, {
    caller: { name: SEED_CALLER, secret: serviceAuthSecret },
  });
  try {
    await handle.waitForReady(30_000);
    const answer = await handle.client.listProducts(
      ListProductsRequest.fromJSON({ pageSize: 1, page: 1 }),
    );
    return answer.total;
  } finally {
    handle.close();
  }
}

/** Uploads one picture per palette colour and variant; answers url by `${colour}:${variant}`. */
async function uploadPictures(clients: Clients, needed: Set<string>): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  const keys = [...needed];
  // a few at a time: the content service re-encodes each one into six files
  for (let i = 0; i < keys.length; i += 2) {
    await Promise.all(
      keys.slice(i, i + 2).map(async (key) => {
        const [colour, variant] = key.split(':').map(Number) as [number, number];
        const answer = await clients.content.uploadMedia(
          {
            actor: SEED_ACTOR,
            kind: MediaKind.MEDIA_KIND_IMAGE,
            filename: `demo-${PALETTE[colour].title.toLowerCase().replace(/\s+/g, '-')}-${variant}.svg`,
            content: Buffer.from(sareeSvg(colour, variant)),
          },
          { timeoutMs: 60_000 },
        );
        urls.set(key, answer.file!.url);
      }),
    );
  }
  return urls;
}

function toInput(
  index: number,
  categories: Map<string, Category>,
  pictures: Map<string, string>,
): ProductInput {
  const demo = demoProduct(index);
  const category = categories.get(demo.categorySlug);
  if (!category) throw new Error(`the catalogue has no category ${demo.categorySlug}`);
  const picture = (p: { paletteIndex: number; variant: number }): string =>
    pictures.get(`${p.paletteIndex}:${p.variant}`) ?? '';
  return {
    title: demo.title,
    secondTitle: demo.secondTitle,
    productCode: demo.productCode,
    description: demo.description,
    categoryId: category.id,
    isNewArrival: demo.isNewArrival,
    isFeatured: demo.isFeatured,
    isWatchAndBuy: false,
    noReturns: false,
    price: demo.price * 100,
    salePrice: demo.salePrice * 100,
    totalStock: 0,
    baseTotalStock: -1,
    images: demo.images.map(picture),
    colours: demo.colours.map((c) => ({
      id: '',
      title: c.title,
      inventory: c.inventory,
      image: picture({ paletteIndex: c.paletteIndex, variant: 0 }),
      baseInventory: -1,
    })),
    video: '',
  };
}

/** Creates `products` demo products (and their pictures) in a running stack. */
export async function seedCatalogue(options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const clients = await connect(options);
  try {
    const offset = options.offset ?? 0;
    const { categories } = await clients.catalogue.listCategories({ search: '' });
    const bySlug = new Map(categories.map((c) => [c.slug, c]));
    const needed = new Set<string>();
    // the pictures repeat across products: one set per colour serves any catalogue size
    for (let i = offset; i < offset + Math.min(options.products, 96); i += 1)
      for (const p of demoProduct(i).images) needed.add(`${p.paletteIndex}:${p.variant}`);
    for (let c = 0; c < PALETTE.length; c += 1) needed.add(`${c}:0`);
    options.onProgress?.(`seed: drawing and uploading ${needed.size} pictures ...`);
    const pictures = await uploadPictures(clients, needed);

    const concurrency = options.concurrency ?? 8;
    let next = offset;
    let created = 0;
    const end = offset + options.products;
    const worker = async (): Promise<void> => {
      while (next < end) {
        const index = next;
        next += 1;
        await clients.catalogue.createProduct(
          { actor: SEED_ACTOR, product: toInput(index, bySlug, pictures) },
          { timeoutMs: 30_000 },
        );
        created += 1;
        if (created % 1000 === 0) options.onProgress?.(`seed: ${created} products ...`);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return { created, images: pictures.size, seconds: (performance.now() - started) / 1000 };
  } finally {
    clients.close();
  }
}
