import { categoryInfo, type BlogCategory } from './categories'

/** The category name on its colour (the name carries the meaning; the colour only helps scanning). */
export function CategoryBadge({ category }: { category: BlogCategory }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${categoryInfo(category).badgeClass}`}
    >
      {category}
    </span>
  )
}
