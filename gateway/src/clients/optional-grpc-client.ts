import { ServiceUnavailableException } from '@nestjs/common';
import type { ServiceContract } from '@boutique/contracts';
import {
  createGrpcClient,
  type GrpcClientHandle,
  type PromiseClient,
  type ServiceCaller,
} from '@boutique/service-kit';

/**
 * A service the gateway reaches over gRPC when its address is configured. Without one
 * (a stack started without that service) the routes that need it answer 503, the rest of
 * the gateway works.
 */
export class OptionalGrpcClient<T> {
  private readonly handle?: GrpcClientHandle<T>;

  constructor(
    private readonly name: string,
    contract: ServiceContract,
    target: string | undefined,
    caller: ServiceCaller,
  ) {
    if (target) this.handle = createGrpcClient<T>(contract, target, { caller });
  }

  get configured(): boolean {
    return this.handle !== undefined;
  }

  get rpc(): PromiseClient<T> {
    if (!this.handle) throw new ServiceUnavailableException(`${this.name} is not configured`);
    return this.handle.client;
  }

  /** Resolves once the channel is connected (rejects after timeoutMs; at once when not configured). */
  waitForReady(timeoutMs: number): Promise<void> {
    if (!this.handle) return Promise.reject(new Error(`${this.name} is not configured`));
    return this.handle.waitForReady(timeoutMs);
  }

  close(): void {
    this.handle?.close();
  }
}
