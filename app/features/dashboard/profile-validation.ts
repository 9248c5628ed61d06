import { parseWithZod } from '@conform-to/zod/v4'
import { ProfileFormSchema } from './profile-schema'

/**
 * The profile form's check in the browser, with the schema its action parses. Loaded on demand
 * (`useLazyValidation`), so the dashboard does not load Zod with the page.
 */
export const validateProfile = (formData: FormData) =>
  parseWithZod(formData, { schema: ProfileFormSchema })
