import { Panel, Table } from '~/features/admin'
import type { ParsedEmail } from './eml'
import { formatCount } from '~/lib/format'

function size(bytes: number) {
  return bytes < 1024
    ? `${formatCount(bytes)} bytes`
    : `${formatCount(Math.round(bytes / 1024))} KB`
}

/**
 * A stored message for an administrator: its headers, the HTML part in a sandboxed frame (no
 * scripts, no forms, no navigation of this page, a separate origin), the text part, attachments.
 */
export function EmailMessageView({ message }: { message: ParsedEmail }) {
  return (
    <div className="space-y-6">
      <Panel title="Headers">
        <Table caption="Message headers">
          <thead>
            <tr>
              <th scope="col">Header</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {message.headers.map((header, i) => (
              <tr key={`${header.name}-${i}`}>
                <th scope="row" className="align-top whitespace-normal">
                  {header.name}
                </th>
                <td className="break-all">{header.value}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Panel>

      <Panel title="HTML part">
        {message.html === null ? (
          <p className="text-slate-700">This message has no HTML part.</p>
        ) : (
          <iframe
            title="The HTML part of the email, as a mail client shows it"
            srcDoc={message.html}
            sandbox=""
            referrerPolicy="no-referrer"
            className="h-[36rem] w-full rounded-lg border border-slate-300 bg-white"
            data-testid="email-html"
          />
        )}
      </Panel>

      <Panel title="Text part">
        {message.text === null ? (
          <p className="text-slate-700">This message has no plain-text part.</p>
        ) : (
          <pre
            tabIndex={0}
            role="region"
            aria-label="The text part of the email"
            className="max-h-[36rem] overflow-auto rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-900"
            data-testid="email-text"
          >
            {message.text}
          </pre>
        )}
      </Panel>

      <Panel title="Attachments">
        {message.attachments.length ? (
          <ul className="list-disc space-y-1 pl-5 text-slate-800">
            {message.attachments.map((file, i) => (
              <li key={`${file.filename}-${i}`}>
                <span className="font-semibold break-all">{file.filename}</span> ({file.contentType}
                , {size(file.size)})
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">No attachments.</p>
        )}
      </Panel>
    </div>
  )
}
