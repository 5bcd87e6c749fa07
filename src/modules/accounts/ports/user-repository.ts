import type { User } from '../domain/user.ts';

export interface UserRepository {
  byId(id: number): Promise<User | null>;
  byEmail(email: string): Promise<User | null>;
  add(user: User): Promise<User>;
}
