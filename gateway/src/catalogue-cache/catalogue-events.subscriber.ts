import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { TOPICS } from '@boutique/contracts';
import { createEventBus, logger, type EventBus } from '@boutique/service-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { CatalogueCache } from './catalogue-cache.js';
import { catalogueEventsHandler } from './catalogue-events.handler.js';

/**
 * The consumer group of the gateway. With Redis one replica's delivery is enough (the
 * bump reaches every replica through Redis pub/sub); with the in-memory store each gateway
 * process holds its own cache, so each gets every event (a broadcast subscription).
 */
export const GATEWAY_CONSUMER_GROUP = 'gateway';

/**
 * Subscribes the catalogue cache to catalogue.events.v1 (Kafka with KAFKA_BROKERS,
 * pg-boss on BUS_DATABASE_URL otherwise). Without either, or with the cache off, the
 * gateway runs without the subscription and says so once. Starting the bus does not hold
 * up the gateway's start: `ready` settles when the subscription is in place.
 */
@Injectable()
export class CatalogueEventsSubscriber implements OnApplicationBootstrap, OnApplicationShutdown {
  private bus?: EventBus;
  ready: Promise<boolean> = Promise.resolve(false);

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly cache: CatalogueCache,
  ) {}

  onApplicationBootstrap(): void {
    const log = logger();
    if (!this.cache.enabled) return;
    if (!this.config.KAFKA_BROKERS && !this.config.BUS_DATABASE_URL) {
      log.warn(
        'catalogue cache: no KAFKA_BROKERS or BUS_DATABASE_URL, so no catalogue events; ' +
          'only writes through this gateway and the TTL drop cached reads',
      );
      return;
    }
    const { SERVICE_NAME, NODE_ENV, KAFKA_BROKERS, BUS_DATABASE_URL } = this.config;
    const { KAFKA_SASL_MECHANISM, KAFKA_SASL_USERNAME, KAFKA_SASL_PASSWORD } = this.config;
    const { KAFKA_SSL, KAFKA_SSL_CA } = this.config;
    const bus = createEventBus(
      {
        SERVICE_NAME,
        NODE_ENV,
        KAFKA_BROKERS,
        BUS_DATABASE_URL,
        KAFKA_SASL_MECHANISM,
        KAFKA_SASL_USERNAME,
        KAFKA_SASL_PASSWORD,
        KAFKA_SSL,
        KAFKA_SSL_CA,
      },
      log,
    );
    this.bus = bus;
    this.ready = (async () => {
      try {
        await bus.start();
        const handler = catalogueEventsHandler(this.cache);
        if (this.cache.shared) {
          await bus.subscribe(GATEWAY_CONSUMER_GROUP, TOPICS.catalogue, handler);
        } else {
          // Every gateway replica drops its own cache; a missed event (the bus reconnected)
          // drops it whole, as does a start.
          await bus.subscribeBroadcast(GATEWAY_CONSUMER_GROUP, TOPICS.catalogue, handler, {
            resync: () => this.cache.invalidate(),
          });
          // the group's queue from before (one delivery per event) is no longer worked
          await bus.unsubscribe(GATEWAY_CONSUMER_GROUP, TOPICS.catalogue);
        }
        log.info(
          { bus: bus.kind, topic: TOPICS.catalogue, broadcast: !this.cache.shared },
          'catalogue cache subscribed',
        );
        return true;
      } catch (error) {
        log.error({ err: error }, 'catalogue cache: event subscription failed');
        return false;
      }
    })();
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.bus) return;
    await this.ready;
    await this.bus.stop().catch(() => undefined);
  }
}
