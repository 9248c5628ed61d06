import type { LeadCategory, LeadStatus } from '~/db/vocabulary'
import { CATEGORY_LABELS, STATUS_LABELS } from './labels'

// Dark text on pale fills: every pair is above 4.5:1.
const CATEGORY_STYLES: Record<LeadCategory, string> = {
  HOT: 'border-red-300 bg-red-50 text-red-800',
  WARM: 'border-amber-300 bg-amber-50 text-amber-900',
  COLD: 'border-slate-300 bg-slate-100 text-slate-800',
}

const STATUS_STYLES: Record<LeadStatus, string> = {
  NEW: 'border-brand-100 bg-brand-50 text-brand-800',
  CONTACTED: 'border-sky-300 bg-sky-50 text-sky-900',
  NURTURING: 'border-violet-300 bg-violet-50 text-violet-900',
  QUALIFIED: 'border-teal-300 bg-teal-50 text-teal-900',
  CONVERTED: 'border-green-300 bg-green-50 text-green-900',
  LOST: 'border-slate-300 bg-slate-100 text-slate-700',
}

const BADGE = 'inline-block rounded-full border font-semibold whitespace-nowrap'
const SIZES = { regular: 'px-2.5 py-0.5 text-sm', compact: 'px-2 py-0.5 text-xs' }

/** A lead's category (Hot, Warm, Cold); `compact` in dense tables. */
export function CategoryBadge({
  category,
  size = 'regular',
}: {
  category: LeadCategory
  size?: keyof typeof SIZES
}) {
  return (
    <span className={`${BADGE} ${SIZES[size]} ${CATEGORY_STYLES[category]}`}>
      {CATEGORY_LABELS[category]}
    </span>
  )
}

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={`${BADGE} ${SIZES.regular} ${STATUS_STYLES[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  )
}
