/**
 * `make(key)`'s value for each key, made on the first call with that key and kept: for objects
 * that cost much to build and little to use, such as an `Intl` formatter for one time zone.
 */
export function oncePerKey<K, T>(make: (key: K) => T): (key: K) => T {
  const values = new Map<K, T>()
  return (key) => {
    let value = values.get(key)
    if (value === undefined) {
      value = make(key)
      values.set(key, value)
    }
    return value
  }
}
