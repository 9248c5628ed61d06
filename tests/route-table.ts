import routeConfig from '../app/routes'

/** One route of app/routes.ts, as the build lists it. */
export interface RouteTableEntry {
  /** The id the build gives it: its file name without the extension (`routes/api.leads.capture`). */
  id: string
  parentId?: string
  path?: string
  index?: boolean
  caseSensitive?: boolean
  /** Its path from the root (`/api/ria/leads/:id`). */
  pattern: string
  /** A page (a `.tsx` module renders) or a resource route (a `.ts` module). */
  kind: 'page' | 'resource'
}

interface ConfigEntry {
  id?: string
  file: string
  path?: string
  index?: boolean
  caseSensitive?: boolean
  children?: ConfigEntry[]
}

/** Every route of app/routes.ts, parents before children, under the `root` route. */
export function routeTable(): RouteTableEntry[] {
  const entries: RouteTableEntry[] = []
  const add = (config: ConfigEntry[], parentId: string, parentPath: string) => {
    for (const entry of config) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '')
      const pattern = `${parentPath}/${entry.path ?? ''}`
        .replace(/\/+$/, '')
        .replace(/\/{2,}/g, '/')
      entries.push({
        id,
        parentId,
        path: entry.path,
        index: entry.index,
        caseSensitive: entry.caseSensitive,
        pattern: pattern || '/',
        kind: entry.file.endsWith('.tsx') ? 'page' : 'resource',
      })
      add(entry.children ?? [], id, pattern)
    }
  }
  add(routeConfig, 'root', '')
  return entries
}
