import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The .eml files the server wrote to DATA_DIR/outbox for one recipient, made easy to search:
 * folded headers unfolded, quoted-printable soft line breaks joined.
 */
export function readOutbox(dataDir: string, recipient: string): string[] {
  const outbox = path.join(dataDir, 'outbox')
  let files: string[] = []
  try {
    files = readdirSync(outbox)
  } catch {
    return []
  }
  return files
    .map((file) =>
      readFileSync(path.join(outbox, file), 'utf8')
        .replace(/\r?\n[ \t]+/g, ' ')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((eml) => eml.includes(`To: ${recipient}`))
}
