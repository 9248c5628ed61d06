/** The admin area's pages, in the order of its navigation. */
export const ADMIN_SECTIONS = [
  { path: '/admin/dashboard', label: 'Dashboard' },
  { path: '/admin/analytics', label: 'Analytics' },
  { path: '/admin/leads', label: 'Leads' },
  { path: '/admin/advisors', label: 'Advisors' },
  { path: '/admin/applications', label: 'Applications' },
  { path: '/admin/blog', label: 'Blog' },
  { path: '/admin/newsletter', label: 'Newsletter' },
  { path: '/admin/emails', label: 'Emails' },
  { path: '/admin/privacy', label: 'Privacy' },
  { path: '/admin/audit', label: 'Audit log' },
  { path: '/admin/security', label: 'Security' },
] as const
