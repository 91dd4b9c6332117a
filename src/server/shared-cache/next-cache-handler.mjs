// The file next.config.ts names as `cacheHandler` when REDIS_URL is set. Next imports it with
// plain Node at start, and Node 20 runs no TypeScript: tsx compiles the handler, for this import only.
import { tsImport } from 'tsx/esm/api';

const { default: RedisCacheHandler } = await tsImport('./redis-cache-handler.ts', import.meta.url);

export default RedisCacheHandler;
