import type { Config } from '@react-router/dev/config';
import { PRERENDERED_PATHS } from './src/web/config/prerendered-paths';

export default {
  appDirectory: 'src/web',
  buildDirectory: 'build',
  // Our Node server serves the build; the browser renders every route, except the public pages,
  // which are rendered to HTML at build time so they paint before any JavaScript runs.
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
