/** What other features use of this feature on the server. */
export { type apiPost, pageQuerySchema } from './api.server'
export { renderPostMarkdown } from './post-body.server'
export { publicPostBySlug, publicPosts } from './posts.server'
export { viewedCookie } from './views.server'
