/** The part of @20minutes/s3rver (no types of its own; a Koa application) the tests use. */
declare module '@20minutes/s3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }
  interface Context {
    path: string;
    mountPath?: string;
    state: { vhost?: boolean };
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware list, composed when the server starts listening. */
    middleware: ((ctx: Context, next: () => Promise<void>) => Promise<void>)[];
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
