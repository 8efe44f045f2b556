import 'reflect-metadata';
import {
  Module,
  type INestApplicationContext,
  type INestMicroservice,
  type Type,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EVENTS, type ServiceContract } from '@boutique/contracts';
import type { Server as GrpcServer } from '@grpc/grpc-js';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import {
  baseServiceConfigSchema,
  checkConfigOrExit,
  loadConfig,
  parseConfig,
  type BaseServiceConfig,
} from '../config/config.js';
import { openDatabase, type DataSourceOptions } from '../database/database.js';
import { createEventBus } from '../events/create-event-bus.js';
import { checkKafkaConfig } from '../events/kafka-options.js';
import { decodeEventData } from '../events/envelope.js';
import type { EventBus, SubscribeOptions } from '../events/event-bus.js';
import type { EventHandler } from '../events/event-handler.js';
import { idempotent, type IdempotentConsumerHooks } from '../events/idempotent-consumer.js';
import { GrpcContextInterceptor, GrpcErrorFilter, grpcServerOptions } from '../grpc/grpc-server.js';
import { grpcServerOf, shutdownGrpcServer } from '../grpc/grpc-shutdown.js';
import {
  callersByPath,
  checkServiceAuthConfig,
  ServiceAuthInterceptor,
  ServiceTokenVerifier,
  type GrpcCallers,
} from '../grpc/service-auth.js';
import { startHealthServer } from '../health/health-server.js';
import { createLogger, PinoNestLogger } from '../logging/logger.js';
import { runWithContext, sanitizeRequestId } from '../logging/request-context.js';
import { initMetrics } from '../metrics/metrics.js';
import { Outbox } from '../outbox/outbox.js';
import { OutboxRelay } from '../outbox/outbox-relay.js';
import { consumeSpan } from '../tracing/spans.js';
import { endAfter, flushTracing, startTracing } from '../tracing/tracing.js';
import { MIGRATE_ONLY_FLAG, migrateService } from './migrate-service.js';
import { ServiceKitModule } from './service-kit.module.js';
import {
  handlersByTopic,
  splitHandlers,
  subscribeBroadcastHandlers,
  type SubscribeContext,
} from './broadcast-handlers.js';

export interface ServiceDefinition<S extends z.ZodObject = typeof baseServiceConfigSchema> {
  /** The service's root Nest module. */
  module: Type;
  /** The service's own variables, merged over the base schema. */
  configSchema?: S;
  entities: DataSourceOptions['entities'];
  migrations: DataSourceOptions['migrations'];
  /** RPC contracts this service serves over gRPC. */
  grpc?: ServiceContract[];
  /**
   * Who may call its RPCs (required with `grpc`): callers by SERVICE_NAME, checked on every
   * call against its service token when SERVICE_AUTH_SECRET is set (always in production).
   */
  grpcCallers?: GrpcCallers;
  /** Event handler providers (classes marked with @HandlesEvent), resolved from the module. */
  handlers?: Type<EventHandler>[];
  /** Retry policy for this service's consumers. */
  retry?: SubscribeOptions['retry'];
}

export interface BootstrapOptions {
  /** Environment to read instead of process.env (tests). */
  env?: Record<string, string | undefined>;
  /** Stop on SIGINT/SIGTERM and exit 0 once stopped (true for main.ts, false for tests). */
  handleSignals?: boolean;
  consumerHooks?: IdempotentConsumerHooks;
}

export interface RunningService<C = BaseServiceConfig> {
  config: C;
  app: INestApplicationContext;
  dataSource: DataSource;
  bus: EventBus;
  relay: OutboxRelay;
  logger: Logger;
  stop(): Promise<void>;
}

/**
 * One call sets up a service: validated config, JSON logging, its database (created and
 * migrated), the event bus, the Nest module with the kit's providers, the gRPC server,
 * event handlers behind idempotent consumers, the outbox relay, and the health/metrics
 * server. Returns a handle whose stop() drains and closes everything: readiness 503 at
 * once, the gRPC server finishes its calls in flight (SHUTDOWN_TIMEOUT_MS, then a hard
 * shutdown), then the relay, the bus, the Nest module, the database and the health server.
 */
export async function bootstrapService<S extends z.ZodObject>(
  definition: ServiceDefinition<S>,
  options: BootstrapOptions = {},
): Promise<RunningService<z.infer<S> & BaseServiceConfig>> {
  // `node dist/src/main.js --migrate-only`: apply the migrations and exit (migrate-service.ts)
  if (!options.env && process.argv.includes(MIGRATE_ONLY_FLAG)) {
    await migrateService(definition);
    process.exit(0);
  }
  const schema = definition.configSchema
    ? baseServiceConfigSchema.extend(definition.configSchema.shape)
    : baseServiceConfigSchema;
  const config = (
    options.env
      ? parseConfig(schema, options.env, checkServiceAuthConfig)
      : loadConfig(schema, process.env, checkServiceAuthConfig)
  ) as z.infer<S> & BaseServiceConfig;
  // The Kafka variables are checked together (a mechanism needs its credentials …).
  if (options.env) checkKafkaConfig(config);
  else checkConfigOrExit(() => checkKafkaConfig(config));
  const log = createLogger(config.SERVICE_NAME, config.LOG_LEVEL);
  initMetrics(config.SERVICE_NAME);
  // Only with OTEL_EXPORTER_OTLP_ENDPOINT; nothing is loaded otherwise (README, "Tracing").
  await startTracing(config.SERVICE_NAME, options.env, log);

  const dataSource = await openDatabase({
    url: config.DATABASE_URL,
    entities: definition.entities,
    migrations: definition.migrations,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const bus = createEventBus(config, log);
  await bus.start();
  const outbox = new Outbox(config.SERVICE_NAME);

  @Module({
    imports: [ServiceKitModule.forRoot({ config, dataSource, bus, outbox }), definition.module],
  })
  class RootModule {}

  const nestLogger = new PinoNestLogger(log);
  let app: INestApplicationContext;
  let grpcServer: GrpcServer | undefined;
  if (definition.grpc?.length) {
    if (!config.GRPC_PORT)
      throw new Error('Configuration error: GRPC_PORT is missing (this service serves gRPC)');
    if (!definition.grpcCallers)
      throw new Error(`${config.SERVICE_NAME} serves gRPC but its definition names no grpcCallers`);
    const callers = callersByPath(definition.grpc, definition.grpcCallers);
    const microservice: INestMicroservice = await NestFactory.createMicroservice(RootModule, {
      ...grpcServerOptions(definition.grpc, config.GRPC_PORT),
      logger: nestLogger,
    });
    microservice.useGlobalInterceptors(
      new GrpcContextInterceptor(),
      ...(config.SERVICE_AUTH_SECRET
        ? [
            new ServiceAuthInterceptor(
              new ServiceTokenVerifier(config.SERVICE_AUTH_SECRET, callers),
            ),
          ]
        : []),
    );
    if (!config.SERVICE_AUTH_SECRET)
      log.warn('SERVICE_AUTH_SECRET is unset: gRPC callers are not checked (never in production)');
    microservice.useGlobalFilters(new GrpcErrorFilter());
    await microservice.listen();
    grpcServer = grpcServerOf(microservice);
    app = microservice;
  } else {
    app = await NestFactory.createApplicationContext(RootModule, { logger: nestLogger });
  }

  // Broadcast handlers (every replica gets every event) are subscribed apart, after.
  const { grouped, broadcast } = splitHandlers(definition.handlers ?? [], config);
  await subscribeHandlers({ ...definition, handlers: grouped }, options, {
    app,
    dataSource,
    bus,
    group: config.SERVICE_NAME,
    log,
  });
  await subscribeBroadcastHandlers(broadcast, grouped, {
    app,
    dataSource,
    bus,
    group: config.SERVICE_NAME,
    log,
  });

  const relay = new OutboxRelay(dataSource, bus, log);
  relay.start();

  // Readiness is this process's own: its database and its bus, never another service.
  let draining = false;
  const health: Server = await startHealthServer(
    config.HTTP_PORT,
    [
      { name: 'database', check: async () => (await dataSource.query('SELECT 1')) !== undefined },
      { name: 'event-bus', check: () => bus.isReady() },
    ],
    { draining: () => draining },
  );
  log.info(
    { grpcPort: config.GRPC_PORT, httpPort: config.HTTP_PORT, bus: bus.kind },
    'service started',
  );

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // Out of rotation at once: /health/ready answers 503 until the process exits.
      draining = true;
      log.info(
        { timeoutMs: config.SHUTDOWN_TIMEOUT_MS },
        'service stopping: not ready; the gRPC calls in flight finish, no new ones start',
      );
      if (grpcServer) {
        const how = await shutdownGrpcServer(grpcServer, config.SHUTDOWN_TIMEOUT_MS);
        if (how === 'forced')
          log.warn('gRPC calls still running after SHUTDOWN_TIMEOUT_MS were cancelled');
      }
      await relay.stop();
      await bus.stop();
      await app.close();
      await dataSource.destroy();
      await flushTracing();
      await new Promise<void>((resolve) => health.close(() => resolve()));
      log.info('service stopped');
    })());

  if (options.handleSignals ?? true) {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        stop()
          .then(() => process.exit(0))
          .catch((error: unknown) => {
            log.error({ err: error }, 'error while stopping');
            process.exit(1);
          });
      });
    }
  }

  return { config, app, dataSource, bus, relay, logger: log, stop };
}

async function subscribeHandlers(
  definition: ServiceDefinition<z.ZodObject>,
  options: BootstrapOptions,
  context: SubscribeContext,
) {
  const byTopic = handlersByTopic(definition.handlers ?? [], context, 'handlers');
  for (const [topic, handlers] of byTopic) {
    const consume = idempotent(
      context.dataSource,
      context.group,
      async (envelope, manager) => {
        const handler = handlers.get(envelope.type);
        if (!handler) return;
        const type = envelope.type as keyof typeof EVENTS;
        await handler.handle(decodeEventData(type, envelope), { envelope, manager });
      },
      options.consumerHooks,
    );
    await context.bus.subscribe(
      context.group,
      topic,
      // Another consumer's event on a shared topic (order-created for cart, say) is not
      // delivered (`types`); should one come (a publisher of an earlier version, Kafka), it
      // is acknowledged without a transaction: nothing to apply, nothing to record.
      async (envelope) => {
        if (!handlers.has(envelope.type)) return undefined;
        // The handler's calls and events are children of its consumer span.
        const span = consumeSpan(envelope, topic, context.group);
        return endAfter(
          span,
          runWithContext(
            {
              requestId: sanitizeRequestId(envelope.requestid),
              traceparent: span?.traceparent ?? envelope.traceparent,
            },
            () => consume(envelope),
          ),
        );
      },
      // only the types of the topic this service handles are delivered to it
      { retry: definition.retry, types: [...handlers.keys()] },
    );
    context.log.info({ topic, types: [...handlers.keys()] }, 'consuming events');
  }
}
