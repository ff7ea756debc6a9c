import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * How API answers are compressed, for the clients that ask (browsers do; the bench's load generator does not).
 * Measured on the demo data (2 cores): a page of 25 leaves is 13.7 KB of JSON, 1.2 KB in gzip, and compressing it
 * costs 0.3–0.7 ms; 100 leaves, 53 KB → 2.5 KB for about 1–2 ms. Below 1 KB (my_account, news) the saving is
 * a few hundred bytes, less than it costs: not compressed. Brotli at quality 4 (the plugin's default) is as fast as
 * gzip -6 and a little smaller. Request bodies are not decompressed: no client sends them compressed, and a
 * compressed body would be one more way to make the server do work before its checks.
 */
export const API_COMPRESSION: FastifyCompressOptions = {
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
  globalDecompression: false,
};
