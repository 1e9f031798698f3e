// The few calls of @20minutes/s3rver (it ships no types) that the archive's tests make (s3-server.ts).
declare module "@20minutes/s3rver" {
  import type { Server } from "node:http";
  import type { AddressInfo } from "node:net";

  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<AddressInfo>;
    /** Once run. */
    httpServer: Server;
    close(): Promise<void>;
  }
}
