import { isIPv4, isIPv6 } from 'node:net'

/**
 * The part of a client's address that one client controls, for counting its sign-in attempts:
 * an IPv4 address itself, or the /64 network of an IPv6 address (a home or a phone is given a
 * whole /64, so counting single IPv6 addresses would let one client change address at will).
 * Anything that is not an IP address is returned as it is.
 */
export function clientNetwork(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase()
  const mapped = address.match(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/)
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!
  if (isIPv4(address) || !isIPv6(address)) return ip
  const groups = expandIPv6(address)
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail counts as two). */
function expandIPv6(address: string): string[] {
  const toGroups = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group]
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number]
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)]
        })
  const [head = '', tail] = address.split('::')
  const left = toGroups(head)
  if (tail === undefined) return left
  const right = toGroups(tail)
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
}
