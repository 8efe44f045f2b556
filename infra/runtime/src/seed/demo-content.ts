// The demo content on the first start: three home-page banners (drawn, then uploaded
// through content's UploadMedia like the owner's pictures) and a few social-feed posts,
// added once when content runs and has no banner (a marker in the data directory keeps an
// owner who deleted them from getting them back).
import fs from 'node:fs';
import path from 'node:path';
import { SERVICES } from '@boutique/contracts';
import type { ContentServiceClient } from '@boutique/contracts/content/v1/content_service';
import { MediaKind } from '@boutique/contracts/content/v1/content_service';
import type { Logger } from '../log.js';
import { loadOrCreateSecrets } from '../secrets.js';
import type { RunningStack } from '../stack.js';
import { bannerSvg, sareeSvg } from './demo-images.js';
import { SEED_CALLER } from './seed.js';

const SEED_ACTOR = { userId: '00000000-0000-4000-8000-000000005eed', role: 'admin', userName: '' };

const BANNERS = [
  'Handwoven Banarasi silks for the wedding season',
  'Light organza and tussar drapes, new this week',
  'Free shipping on orders over ₹1000',
];

/** Public posts of the shop's social accounts, shown as the home page's feed grid. */
export const DEMO_FEED_POSTS = [
  'https://www.instagram.com/p/C0saree01/',
  'https://www.instagram.com/p/C0saree02/',
  'https://www.instagram.com/p/C0saree03/',
  'https://www.instagram.com/p/C0saree04/',
  'https://www.instagram.com/p/C0saree05/',
  'https://www.instagram.com/p/C0saree06/',
];

export async function addDemoContentOnce(stack: RunningStack, log: Logger): Promise<void> {
  const marker = path.join(stack.dataDir, 'demo-content.json');
  if (fs.existsSync(marker)) return;
  const contentUrl = stack.grpcAddress('content');
  if (!contentUrl) return;
  const { createGrpcClient } = await import('@boutique/service-kit');
  const handle = createGrpcClient<ContentServiceClient>(SERVICES.content, contentUrl, {
    caller: { name: SEED_CALLER, secret: loadOrCreateSecrets(stack.dataDir).serviceAuthSecret },
  });
  try {
    await handle.waitForReady(30_000);
    const content = handle.client;
    const { banners } = await content.listBanners({});
    if (banners.length > 0) {
      fs.writeFileSync(marker, JSON.stringify({ skipped: 'content already had banners' }));
      return;
    }
    log.info('adding the demo banners and social-feed posts ...');
    for (const [index, description] of BANNERS.entries()) {
      const upload = await content.uploadMedia(
        {
          actor: SEED_ACTOR,
          kind: MediaKind.MEDIA_KIND_IMAGE,
          filename: `demo-banner-${index + 1}.svg`,
          content: Buffer.from(bannerSvg(index)),
        },
        { timeoutMs: 60_000 },
      );
      await content.createBanner({
        actor: SEED_ACTOR,
        banner: { image: upload.file!.url, description },
      });
    }
    // each post with a picture: the storefront leaves out posts without one
    const posts = [];
    for (const [index, postUrl] of DEMO_FEED_POSTS.entries()) {
      const upload = await content.uploadMedia(
        {
          actor: SEED_ACTOR,
          kind: MediaKind.MEDIA_KIND_IMAGE,
          filename: `demo-post-${index + 1}.svg`,
          content: Buffer.from(sareeSvg(index, 1)),
        },
        { timeoutMs: 60_000 },
      );
      posts.push({ postUrl, image: upload.file!.url, alt: `Demo post ${index + 1}: a saree` });
    }
    await content.addFeedPosts({ actor: SEED_ACTOR, urls: [], posts });
    fs.writeFileSync(
      marker,
      JSON.stringify(
        {
          addedAt: new Date().toISOString(),
          banners: BANNERS.length,
          posts: DEMO_FEED_POSTS.length,
        },
        null,
        2,
      ),
    );
  } finally {
    handle.close();
  }
}
