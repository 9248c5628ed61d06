import encodeQR from 'qr'

/** Modules of light margin around the code, as the QR standard asks for (ISO/IEC 18004 §5.3.8). */
const QUIET_ZONE = 4

export interface QrCodeShape {
  /** Modules per side, margin included: the SVG's viewBox is `0 0 size size`. */
  size: number
  /** One SVG path drawing every dark module, row by row. */
  path: string
}

/**
 * A QR code for `text`, drawn on the server as one SVG path (no image request, no script). Dark
 * modules next to each other in a row become one rectangle, which keeps the path short.
 */
export function qrCodeShape(text: string): QrCodeShape {
  // The raw matrix has no margin; the quiet zone is added around it here.
  const modules = encodeQR(text, 'raw', { ecc: 'medium' })
  const parts: string[] = []
  modules.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x++
        continue
      }
      const start = x
      while (x < row.length && row[x]) x++
      parts.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h${start - x}z`)
    }
  })
  return { size: modules.length + 2 * QUIET_ZONE, path: parts.join('') }
}
