declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router'
  export const routes: ServerBuild['routes']
}

declare module 'virtual:wealthward/page-scripts' {
  import type { PageScriptName } from '~/ui/page-script'
  /** The address of each page script (server/page-scripts.ts). */
  export const PAGE_SCRIPT_URLS: Record<PageScriptName, string>
}
