import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseEml } from '../app/features/email/eml'

function outboxFiles(dataDir: string): Buffer[] {
  const outbox = path.join(dataDir, 'outbox')
  let files: string[] = []
  try {
    files = readdirSync(outbox)
  } catch {
    return []
  }
  return files.map((file) => readFileSync(path.join(outbox, file)))
}

/**
 * The .eml files the server wrote to DATA_DIR/outbox for one recipient, made easy to search:
 * folded headers unfolded, quoted-printable soft line breaks joined.
 */
export function readOutbox(dataDir: string, recipient: string): string[] {
  return outboxFiles(dataDir)
    .map((bytes) =>
      bytes
        .toString('utf8')
        .replace(/\r?\n[ \t]+/g, ' ')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((eml) => eml.includes(`To: ${recipient}`))
}

const READ_HEADERS = new Set(['from', 'to', 'cc', 'reply-to', 'subject'])

/**
 * What a reader of each message to one recipient sees: the address and subject headers, then the
 * decoded text and HTML parts. Unlike the raw file it holds no MIME boundary, Message-ID or base64,
 * whose random characters could match a searched string by chance.
 */
export function readOutboxContent(dataDir: string, recipient: string): string[] {
  return outboxFiles(dataDir)
    .map((bytes) => parseEml(new Uint8Array(bytes)))
    .filter((message) =>
      message.headers.some((h) => h.name.toLowerCase() === 'to' && h.value.includes(recipient)),
    )
    .map((message) =>
      [
        ...message.headers
          .filter((h) => READ_HEADERS.has(h.name.toLowerCase()))
          .map((h) => `${h.name}: ${h.value}`),
        message.text ?? '',
        message.html ?? '',
      ].join('\n'),
    )
}

/** The attachments of each message to one recipient: name, type and decoded size. */
export function readOutboxAttachments(dataDir: string, recipient: string) {
  return outboxFiles(dataDir)
    .map((bytes) => parseEml(new Uint8Array(bytes)))
    .filter((message) =>
      message.headers.some((h) => h.name.toLowerCase() === 'to' && h.value.includes(recipient)),
    )
    .map((message) => message.attachments)
}
