/**
 * Passwords people pick most often, as the roots they are built from. A password is refused when,
 * lower-cased and with digits and symbols stripped from both ends (and common letter-for-digit
 * swaps undone), it is one of these roots or a run of keyboard or alphabet characters: "Password1",
 * "qwerty123", "iloveyou2024!" and "P@ssw0rd" are all refused. The roots come from the words that
 * top every published list of leaked passwords, plus this site's own name.
 */
const ROOTS = `
password passwd pass pwd passw0rd letmein welcome welcom login admin administrator root user guest
test tester default changeme secret master access hello hi iloveyou iloveu loveyou love lovely
lover baby babygirl babyboy angel angels princess prince queen king sunshine shadow monkey dragon
tiger lion bear wolf eagle falcon dolphin panda puppy kitty kitten cat dog doggy horse bunny
football baseball basketball soccer hockey golf tennis jordan yankees cowboys steelers eagles
lakers superman batman spiderman pokemon starwars matrix ninja pirate killer hunter ranger
soldier warrior master1 michael jessica ashley jennifer joshua daniel david andrew matthew
anthony charlie thomas robert william richard george harley jordan23 maggie buster ginger
pepper summer winter spring autumn flower flowers rose daisy cherry orange banana apple
chocolate cookie candy sugar honey money dollar dollars cash rich million freedom liberty
america usa texas florida california chicago boston newyork london paris computer internet
google facebook twitter instagram youtube microsoft samsung iphone android windows linux
qwerty qwertyuiop qwertz azerty asdf asdfgh asdfghjkl zxcv zxcvbn zxcvbnm qazwsx qweasd
abc abcd abcde abcdef abcdefg abcdefgh abc123 abcabc aaa aaaa aaaaaa asd asdasd qwe qweqwe
trustno1 whatever nothing something anything everything forever always together friends
family mother father mommy daddy sister brother blessed jesus god heaven faith hope peace
happy smile lucky magic music guitar rockstar diamond silver golden gold star stars
superstar sweet sweetie cutie beautiful pretty secret1 private mypassword mypass yourpassword
welcome1 hello1 wealthward wealth investing invest finance budget savings
`
  .split(/\s+/)
  .filter(Boolean)

const COMMON_ROOTS = new Set(ROOTS)

// Keyboard walks that mix letters and digits, refused as typed.
const WALKS = new Set([
  '1qaz2wsx',
  '1qaz2wsx3edc',
  'zaq12wsx',
  'zaq1zaq1',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1q2w3e',
  'q1w2e3r4',
  'q1w2e3r4t5',
  'a1b2c3',
  'a1b2c3d4',
  'a1s2d3f4',
  '1a2b3c4d',
  'abcd1234',
  '1234abcd',
  'qwer1234',
  'asdf1234',
  'zxcv1234',
  '12qwaszx',
  'qazwsx123',
  '123qwe',
  '123qweasd',
  'qwe123',
  'asd123',
])

// Runs people type along a keyboard row or the alphabet.
const RUNS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'abcdefghijklmnopqrstuvwxyz', '1234567890']

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
}

/** Letters of the password without the digits and symbols around them, e.g. "Summer2024!" → "summer". */
function coreOf(password: string): string {
  return password.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, '')
}

export function isCommonPassword(password: string): boolean {
  if (WALKS.has(password.toLowerCase())) return true
  const core = coreOf(password)
  const candidates = new Set([core, core.replace(/[013457@$]/g, (c) => LEET[c] ?? c)])
  for (const core of candidates) {
    if (core === '') return true
    if (COMMON_ROOTS.has(core)) return true
    if (core.length >= 3 && RUNS.some((run) => run.includes(core))) return true
    // One root said twice, e.g. "passwordpassword".
    const half = core.slice(0, core.length / 2)
    if (core.length % 2 === 0 && half + half === core && COMMON_ROOTS.has(half)) return true
  }
  return false
}
