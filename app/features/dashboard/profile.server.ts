import { eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { users } from '~/db/schema'
import { publicUser, type User } from '~/features/auth/index.server'
import { countCalculations } from './calculator-history.server'
import { profileCompletion } from './profile-completion'
import type { ProfileUpdate } from './schema'

/** Changes the user's name and goals; the email stays as it is. Returns the updated user. */
export async function updateProfile(
  db: Database,
  userId: string,
  update: ProfileUpdate,
  now = new Date(),
): Promise<User> {
  const [user] = await db
    .update(users)
    .set({
      ...(update.firstName !== undefined ? { firstName: update.firstName } : {}),
      ...(update.lastName !== undefined ? { lastName: update.lastName } : {}),
      ...(update.goals !== undefined ? { goals: update.goals } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning()
  if (!user) throw new Error('user not found')
  return user
}

/**
 * The user as the API returns it: the public fields plus the seed's calculatorUsageCount and
 * profileCompletion (percent).
 */
export async function accountUser(db: Database, user: User) {
  const calculatorUsageCount = await countCalculations(db, user.id)
  const completion = profileCompletion({
    firstName: user.firstName,
    email: user.email,
    goals: user.goals,
    investmentReadinessScore: user.investmentReadinessScore,
    calculatorHistoryCount: calculatorUsageCount,
  })
  return { ...publicUser(user), calculatorUsageCount, profileCompletion: completion.percent }
}
