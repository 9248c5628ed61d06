/**
 * How long a blog search may be, in characters: the search box's limit and the server's. Its own
 * module so that the search box carries no search code to the browser.
 */
export const MAX_QUERY_LENGTH = 100
