/** The password rule in words, for forms; kept apart from the schemas so a page can show it without Zod. */
export const PASSWORD_HINT = 'Must be at least 8 characters with a mix of letters and numbers'
