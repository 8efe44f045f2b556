// `npm run seed -- --products 10000`: adds demo sarees to the running stack (npm start),
// after the products it already has. Options: --products N (default 48), and the gRPC
// addresses --catalogue host:port / --content host:port (default: the embedded ports,
// shifted by SERVICE_PORT_OFFSET).
import { defaultDataDir } from '../paths.js';
import { loadOrCreateSecrets } from '../secrets.js';
import { countProducts, seedCatalogue } from '../seed/seed.js';
import { SERVICES } from '../services.js';
import { intFromEnv } from './env.js';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
}

function defaultAddress(name: string, offset: number): string {
  const port = SERVICES.find((s) => s.name === name)?.grpcPort;
  return `127.0.0.1:${(port ?? 0) + offset}`;
}

export async function main(args: string[] = []): Promise<void> {
  const products = Number(option(args, '--products') ?? 48);
  if (!Number.isInteger(products) || products < 1) {
    console.error('--products must be a whole number above 0');
    process.exit(1);
  }
  const offset = intFromEnv('SERVICE_PORT_OFFSET', 0, 0);
  const catalogueUrl = option(args, '--catalogue') ?? defaultAddress('catalogue', offset);
  const contentUrl = option(args, '--content') ?? defaultAddress('content', offset);
  // the running stack's SERVICE_AUTH_SECRET signs the seed's calls (DATA_DIR, default .data)
  const { serviceAuthSecret } = loadOrCreateSecrets(defaultDataDir());
  try {
    const before = await countProducts(catalogueUrl, serviceAuthSecret);
    console.log(`seed: the catalogue has ${before} products; adding ${products} ...`);
    const result = await seedCatalogue({
      catalogueUrl,
      contentUrl,
      serviceAuthSecret,
      products,
      offset: before,
      onProgress: (line) => console.log(line),
    });
    console.log(
      `seed: added ${result.created} products (${result.images} pictures) in ${result.seconds.toFixed(1)} s; the catalogue now has ${before + result.created}`,
    );
  } catch (err) {
    console.error(
      `seed failed: ${(err as Error).message}. Is the stack running (npm start)? The catalogue is expected at ${catalogueUrl} and content at ${contentUrl}.`,
    );
    process.exit(1);
  }
}
