import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // BUILD_DIR lets two builds (e.g. two test runs) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
