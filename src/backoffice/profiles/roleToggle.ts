/** The role a click would give, or null when the button must not show (one's own profile: the database refuses it too). */
export function nextRole(profile: { id: string; role: string }, currentUserId: string | undefined): 'admin' | 'customer' | null {
  if (!currentUserId || profile.id === currentUserId) return null;
  return profile.role === 'admin' ? 'customer' : 'admin';
}
