import { EDITORIAL_AUTHOR } from './author'

/** The author's generated-initials avatar, in the article's own colour. */
export function AuthorAvatar({ color, size = 'md' }: { color: string; size?: 'sm' | 'md' | 'lg' }) {
  const dimensions = { sm: 'h-8 w-8 text-xs', md: 'h-11 w-11 text-sm', lg: 'h-16 w-16 text-xl' }[
    size
  ]
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-bold text-white ${dimensions}`}
      style={{ backgroundColor: color }}
    >
      {EDITORIAL_AUTHOR.initials}
    </span>
  )
}
