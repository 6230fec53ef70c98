import { createContext, useContext, type ReactNode } from 'react';

/**
 * Placeholder of the session context (the accounts module replaces it).
 * The shape is the contract the public site and the portal code against.
 */
export interface Profile {
  id: string;
  email: string | null;
  full_name: string | null;
  phone: string | null;
  company: string | null;
  role: 'customer' | 'admin';
}

export interface AuthState {
  /** True until the stored session (if any) has been read. */
  loading: boolean;
  user: { id: string; email: string } | null;
  profile: Profile | null;
  isAdmin: boolean;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthState | undefined>(undefined);

export function AuthProvider({ children }: { children: ReactNode }) {
  const value: AuthState = { loading: false, user: null, profile: null, isAdmin: false, signOut: async () => {} };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
