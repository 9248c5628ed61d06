import type { Database } from '~/db/client.server'
import { emailLog } from '~/db/schema'

/**
 * Every admin page loader and action, for the role matrix test. A new admin page adds its line
 * here, so the test covers it without being edited. A page with URL parameters writes them in
 * its path (`/admin/emails/:emailId`) and gives `params`, which may add a sample record to open;
 * an action that refuses an empty form gives the `form` an administrator posts.
 */
export interface AdminPageHandler {
  /** The route's path; `:name` segments are filled from `params`. */
  path: string
  load: () => Promise<{ loader?: unknown; action?: unknown }>
  /** For a path with parameters: creates a record to open and returns the parameters. */
  params?: (db: Database) => Promise<Record<string, string>>
  /** A form the action accepts, posted by every role, so an administrator's POST succeeds. */
  form?: [string, string][]
  /** What an administrator gets when it is not 200 or a redirect (nor 400 for an empty action). */
  adminStatus?: readonly number[]
}

const factories = () => import('../../../tests/factories')

export const ADMIN_PAGE_HANDLERS: AdminPageHandler[] = [
  { path: '/admin', load: () => import('~/routes/admin') },
  { path: '/admin/', load: () => import('~/routes/admin._index') },
  { path: '/admin/dashboard', load: () => import('~/routes/admin.dashboard') },
  { path: '/admin/analytics', load: () => import('~/routes/admin.analytics') },
  {
    path: '/admin/analytics/export',
    load: () => import('~/routes/admin.analytics.export'),
    // Without `?table=`, an administrator is told which tables there are.
    adminStatus: [400],
  },
  { path: '/admin/audit', load: () => import('~/routes/admin.audit') },
  { path: '/admin/security', load: () => import('~/routes/admin.security') },
  { path: '/admin/leads', load: () => import('~/routes/admin.leads') },
  {
    path: '/admin/leads/:leadId',
    load: () => import('~/routes/admin.leads.$leadId'),
    params: async () => ({ leadId: '00000000-0000-4000-8000-000000000000' }),
    // No such lead: the loader answers 404; the action answers 400 for a missing intent.
    adminStatus: [400, 404],
  },
  { path: '/admin/newsletter', load: () => import('~/routes/admin.newsletter') },
  { path: '/admin/newsletter/export', load: () => import('~/routes/admin.newsletter.export') },
  { path: '/admin/emails', load: () => import('~/routes/admin.emails') },
  {
    path: '/admin/emails/:emailId',
    load: () => import('~/routes/admin.emails.$emailId'),
    params: async (db) => {
      const [row] = await db
        .insert(emailLog)
        .values({
          template: 'role-matrix-sample',
          recipient: 'sample@example.com',
          subject: 'Sample',
          transport: 'smtp',
          status: 'sent',
        })
        .returning({ id: emailLog.id })
      return { emailId: row!.id }
    },
  },
  { path: '/admin/privacy', load: () => import('~/routes/admin.privacy') },
  { path: '/admin/blog', load: () => import('~/routes/admin.blog._index') },
  {
    path: '/admin/blog/new',
    form: [
      ['intent', 'preview'],
      ['markdown', 'A **first** line.'],
    ],
    load: () => import('~/routes/admin.blog.new'),
  },
  // Post 1 is bundled with the site: its admin pages lead to the public article.
  {
    path: '/admin/blog/:postId',
    params: async () => ({ postId: '1' }),
    load: () => import('~/routes/admin.blog.$postId'),
  },
  {
    path: '/admin/blog/:postId/delete',
    params: async () => ({ postId: '1' }),
    load: () => import('~/routes/admin.blog.$postId.delete'),
  },
  { path: '/admin/advisors', load: () => import('~/routes/admin.advisors') },
  {
    path: '/admin/advisors/new',
    load: () => import('~/routes/admin.advisors.new'),
    form: [
      ['name', 'Role Matrix'],
      ['firm', 'Role Matrix Advisors'],
      ['crd', '8800001'],
      ['email', 'role.matrix@example.com'],
      ['city', 'Denver'],
      ['state', 'CO'],
      ['states', 'CO'],
      ['minAssets', '0'],
      ['monthlyCapacity', '10'],
      ['active', 'on'],
    ],
  },
  {
    path: '/admin/advisors/:advisorId',
    load: () => import('~/routes/admin.advisors.$advisorId'),
    params: async (db) => ({ advisorId: (await (await factories()).createAdvisor(db)).id }),
    form: [['intent', 'deactivate']],
  },
  { path: '/admin/applications', load: () => import('~/routes/admin.applications') },
  {
    path: '/admin/applications/:applicationId',
    load: () => import('~/routes/admin.applications.$applicationId'),
    params: async (db) => ({
      applicationId: (await (await factories()).createApplication(db)).id,
    }),
    form: [
      ['intent', 'decline'],
      ['reason', 'We are not adding firms in your states this quarter.'],
    ],
  },
]
