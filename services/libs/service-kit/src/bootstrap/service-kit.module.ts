import { Global, Module, type DynamicModule } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EventBus } from '../events/event-bus.js';
import { Outbox } from '../outbox/outbox.js';

/** Injection tokens of what the service kit provides to a service's modules. */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const EVENT_BUS = Symbol('EVENT_BUS');

export interface ServiceKitProviders {
  config: unknown;
  dataSource: DataSource;
  bus: EventBus;
  outbox: Outbox;
}

/** Global module giving every provider the config, the DataSource, the outbox and the bus. */
@Global()
@Module({})
export class ServiceKitModule {
  static forRoot(providers: ServiceKitProviders): DynamicModule {
    return {
      module: ServiceKitModule,
      providers: [
        { provide: SERVICE_CONFIG, useValue: providers.config },
        { provide: DataSource, useValue: providers.dataSource },
        { provide: Outbox, useValue: providers.outbox },
        { provide: EVENT_BUS, useValue: providers.bus },
      ],
      exports: [SERVICE_CONFIG, DataSource, Outbox, EVENT_BUS],
    };
  }
}
