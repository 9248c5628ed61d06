/**
 * The blog's five categories (seed 001 §3), the list page's filter values and the `?category=`
 * values that site menus and other pages link with (seed 000 §2, seed 001 §2).
 */
export const BLOG_CATEGORIES = [
  'Debt Elimination',
  'Financial Literacy',
  'Budgeting',
  'Investment Prep',
  'Success Stories',
] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]

export const CATEGORY_FILTERS = [
  'all',
  'debt',
  'literacy',
  'budgeting',
  'investment',
  'success',
] as const
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number]

export interface CategoryInfo {
  category: BlogCategory
  filter: Exclude<CategoryFilter, 'all'>
  /** The `?category=` value the filter buttons and menus link with. */
  query: string
  /** The URL segment of the category in the JSON API: `/api/blog/category/{slug}`. */
  slug: string
  /** Badge colours: text on a light background, at least 4.5:1. */
  badgeClass: string
  /** The category's colour in generated images. */
  color: string
}

export const CATEGORY_INFO: readonly CategoryInfo[] = [
  {
    category: 'Debt Elimination',
    filter: 'debt',
    query: 'debt-elimination',
    slug: 'debt-elimination',
    badgeClass: 'bg-red-50 text-red-800 ring-red-200',
    color: '#b91c1c',
  },
  {
    category: 'Financial Literacy',
    filter: 'literacy',
    query: 'financial-education',
    slug: 'financial-literacy',
    badgeClass: 'bg-blue-50 text-blue-800 ring-blue-200',
    color: '#1d4ed8',
  },
  {
    category: 'Budgeting',
    filter: 'budgeting',
    query: 'budgeting',
    slug: 'budgeting',
    badgeClass: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    color: '#047857',
  },
  {
    category: 'Investment Prep',
    filter: 'investment',
    query: 'investing-basics',
    slug: 'investment-prep',
    badgeClass: 'bg-violet-50 text-violet-800 ring-violet-200',
    color: '#6d28d9',
  },
  {
    category: 'Success Stories',
    filter: 'success',
    query: 'success-stories',
    slug: 'success-stories',
    badgeClass: 'bg-amber-50 text-amber-900 ring-amber-200',
    color: '#b45309',
  },
]

export function categoryInfo(category: BlogCategory): CategoryInfo {
  return CATEGORY_INFO.find((info) => info.category === category)!
}

/**
 * The filter a `?category=` value selects. The menus' values map as the seed says
 * (financial-education → literacy, investing-basics and retirement-planning → investment, …);
 * the filter values themselves and the API's category slugs are accepted too. Unknown → all.
 */
export function filterFromQuery(value: string | null | undefined): CategoryFilter {
  const query = (value ?? '').trim().toLowerCase()
  if (query === 'retirement-planning') return 'investment'
  const info = CATEGORY_INFO.find(
    (c) => c.query === query || c.filter === query || c.slug === query,
  )
  return info?.filter ?? 'all'
}

/** The category a filter shows (undefined for all). */
export function categoryOfFilter(filter: CategoryFilter): BlogCategory | undefined {
  return CATEGORY_INFO.find((info) => info.filter === filter)?.category
}

/** The category an API path segment names: its slug, its name, or a filter value. */
export function categoryFromSlug(value: string): BlogCategory | undefined {
  const normalized = value.trim().toLowerCase().replace(/\s+/g, '-')
  const filter = filterFromQuery(normalized)
  return filter === 'all' ? undefined : categoryOfFilter(filter)
}
