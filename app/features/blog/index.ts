/** What other features use of this feature (safe in the browser). */
export {
  ApiPostSchema,
  CategoryPageSchema,
  PostPageSchema,
  PostSearchPageSchema,
  ViewCountSchema,
} from './api-schema'
export { BlogPostInputSchema } from './schema'
export { SearchQuerySchema } from './search'
