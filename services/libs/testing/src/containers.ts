// Where a production adapter's contract suite runs (Kafka, Meilisearch, S3, Redis):
//   1. TESTCONTAINERS=1 and a Docker host answering: a throwaway container started for the
//      suite with testcontainers (the images docker-compose.yml runs), stopped after it;
//   2. otherwise the server named by the suite's URL variable, as before (KAFKA_BROKERS,
//      MEILI_URL, TEST_REDIS_URL; S3 has its in-process s3rver);
//   3. otherwise nothing: the suite is skipped, by name, with the reason.
// `.github/workflows/adapters.yml` runs the suites the first way on a Docker host.

export type AdapterKind = 'kafka' | 'meilisearch' | 'redis' | 's3';

/** A server an adapter suite talks to. */
export interface AdapterServer {
  /** Kafka: `host:port` of the broker; Meilisearch, Redis, S3: the URL. */
  url: string;
  /** Meilisearch: the master key; S3: the access key and secret. */
  apiKey?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where it came from, for the suite's name: `testcontainers` or the variable. */
  source: string;
  stop(): Promise<void>;
}

export type AdapterTarget =
  { server: AdapterServer; skip?: undefined } | { server?: undefined; skip: string };

/** Images of docker-compose.yml (Kafka: the Confluent image the testcontainers module drives). */
export const ADAPTER_IMAGES: Record<AdapterKind, string> = {
  kafka: 'confluentinc/cp-kafka:7.9.0',
  meilisearch: 'getmeili/meilisearch:v1.15',
  redis: 'redis:7-alpine',
  s3: 'minio/minio:RELEASE.2024-12-18T13-15-44Z',
};

/**
 * TESTCONTAINERS=1 (or true) asks for containers; TESTCONTAINERS=required (CI on a Docker
 * host) also fails a suite instead of skipping it when there is no Docker host.
 */
export function containersWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return ['1', 'true', 'yes', 'required'].includes((env.TESTCONTAINERS ?? '').toLowerCase());
}

let dockerCheck: Promise<string | undefined> | undefined;

/** undefined when testcontainers finds a container runtime, else why not. */
export function dockerProblem(): Promise<string | undefined> {
  dockerCheck ??= import('testcontainers')
    .then(({ getContainerRuntimeClient }) => getContainerRuntimeClient())
    .then(
      () => undefined,
      (error: unknown) => `no Docker host (${(error as Error).message.split('\n')[0]})`,
    );
  return dockerCheck;
}

/**
 * The server a suite uses: a container (TESTCONTAINERS=1 and Docker), the server of its
 * variable, or a skip reason that names both ways to run it.
 */
export async function adapterTarget(
  kind: AdapterKind,
  fromEnv: () => AdapterServer | undefined,
  variable: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<AdapterTarget> {
  let dockerNote = '';
  if (containersWanted(env)) {
    const problem = await dockerProblem();
    if (!problem) return { server: await startAdapterContainer(kind) };
    if (env.TESTCONTAINERS?.toLowerCase() === 'required')
      throw new Error(`TESTCONTAINERS=required but ${problem}`);
    dockerNote = `; TESTCONTAINERS=1 but ${problem}`;
  }
  const server = fromEnv();
  if (server) return { server };
  return {
    skip: `${variable} is not set${dockerNote} (or run with TESTCONTAINERS=1 on a Docker host)`,
  };
}

/** Starts the container of one adapter kind (testcontainers removes it if the run dies). */
export async function startAdapterContainer(kind: AdapterKind): Promise<AdapterServer> {
  const tc = await import('testcontainers');
  const image = ADAPTER_IMAGES[kind];
  switch (kind) {
    case 'kafka': {
      const { KafkaContainer } = await import('@testcontainers/kafka');
      const started = await new KafkaContainer(image).withKraft().start();
      return {
        url: `${started.getHost()}:${started.getMappedPort(9093)}`,
        source: 'testcontainers',
        stop: async () => void (await started.stop()),
      };
    }
    case 'redis': {
      const { RedisContainer } = await import('@testcontainers/redis');
      const started = await new RedisContainer(image).start();
      return {
        url: started.getConnectionUrl(),
        source: 'testcontainers',
        stop: async () => void (await started.stop()),
      };
    }
    case 's3': {
      const { MinioContainer } = await import('@testcontainers/minio');
      const started = await new MinioContainer(image).start();
      return {
        url: started.getConnectionUrl(),
        accessKeyId: started.getUsername(),
        secretAccessKey: started.getPassword(),
        source: 'testcontainers',
        stop: async () => void (await started.stop()),
      };
    }
    case 'meilisearch': {
      const masterKey = `contract-${Math.random().toString(36).slice(2)}-key`;
      const started = await new tc.GenericContainer(image)
        .withExposedPorts(7700)
        .withEnvironment({ MEILI_MASTER_KEY: masterKey, MEILI_NO_ANALYTICS: 'true' })
        .withWaitStrategy(tc.Wait.forHttp('/health', 7700).forStatusCode(200))
        .start();
      return {
        url: `http://${started.getHost()}:${started.getMappedPort(7700)}`,
        apiKey: masterKey,
        source: 'testcontainers',
        stop: async () => void (await started.stop()),
      };
    }
  }
}

/** An AdapterServer for a server the suite does not own (from a variable). */
export function externalServer(
  url: string | undefined,
  source: string,
  extra: Partial<AdapterServer> = {},
): AdapterServer | undefined {
  return url ? { url, source, stop: () => Promise.resolve(), ...extra } : undefined;
}
