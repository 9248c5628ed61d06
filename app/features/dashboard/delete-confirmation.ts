/** What an account without a password types to confirm its deletion. */
export const DELETE_CONFIRMATION_WORD = 'DELETE'
