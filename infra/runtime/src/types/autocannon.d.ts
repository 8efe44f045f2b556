// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    pipelining?: number;
    /** Requests cycled through by every connection. */
    requests?: Request[];
  }
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    /** Called before each send of this request: answers the request to send (a new path). */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  }
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    total?: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  /** The running load: an event emitter that is also a promise of the result. */
  export interface Instance extends Promise<Result> {
    on(
      event: 'response',
      listener: (
        client: unknown,
        statusCode: number,
        resBytes: number,
        responseTime: number,
      ) => void,
    ): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
