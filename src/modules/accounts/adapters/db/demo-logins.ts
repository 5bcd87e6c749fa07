import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../../domain/account.ts';
import { Membership, type MembershipRole } from '../../domain/membership.ts';
import { User } from '../../domain/user.ts';
import { Argon2PasswordHasher } from '../crypto/node-secrets.ts';
import { MembershipSchema, UserSchema } from './accounts.mapping.ts';

export const DEMO_PASSWORD = 'Numberyard1';

interface DemoLogin {
  email: string;
  firstName: string;
  lastName: string;
  staff?: { isEmployee?: boolean; adminUser?: boolean };
  account: { key: string; brandingId: number; company: string; sellersAdmin?: boolean; state?: string };
  role: MembershipRole;
}

const DEMO_LOGINS: DemoLogin[] = [
  {
    email: 'staff@numberyard.test',
    firstName: 'Sam',
    lastName: 'Staff',
    staff: { isEmployee: true, adminUser: true },
    account: {
      key: 'house',
      brandingId: 1,
      company: 'Numberyard House Account',
      sellersAdmin: true,
      state: 'NJ',
    },
    role: 'admin',
  },
  {
    email: 'admin@numberyard.test',
    firstName: 'Ada',
    lastName: 'Admin',
    account: { key: 'acme', brandingId: 1, company: 'Acme Parking Co', state: 'NY' },
    role: 'admin',
  },
  {
    email: 'user@numberyard.test',
    firstName: 'Uma',
    lastName: 'User',
    account: { key: 'acme', brandingId: 1, company: 'Acme Parking Co', state: 'NY' },
    role: 'user',
  },
  {
    email: 'broker@numberyard.test',
    firstName: 'Bruno',
    lastName: 'Broker',
    account: {
      key: 'broker',
      brandingId: 1,
      company: 'Vanity Numbers Brokerage',
      sellersAdmin: true,
      state: 'CA',
    },
    role: 'admin',
  },
  {
    email: 'admin@business.numberyard.test',
    firstName: 'Bea',
    lastName: 'Business',
    account: { key: 'business', brandingId: 2, company: 'Bea’s Bakery LLC', state: 'TX' },
    role: 'admin',
  },
];

/** Demo logins of the README (never in production). Idempotent: existing users are left alone. */
export async function seedDemoLogins(em: EntityManager, now: Date): Promise<number> {
  if (await em.count(UserSchema, { email: DEMO_LOGINS[0]!.email })) return 0;
  const passwordHash = await new Argon2PasswordHasher().hash(DEMO_PASSWORD);
  const accounts = new Map<string, Account>();
  for (const login of DEMO_LOGINS) {
    let account = accounts.get(login.account.key);
    if (!account) {
      account = new Account({
        brandingId: login.account.brandingId,
        createdAt: now,
        company: login.account.company,
        state: login.account.state ?? '',
        sellersAdmin: login.account.sellersAdmin ?? false,
        anniversaryDate: '2026-01-15',
      });
      em.persist(account);
      accounts.set(login.account.key, account);
    }
    const user = new User({ ...login, ...login.staff, passwordHash, createdAt: now });
    em.persist(user);
    await em.flush();
    em.persist(new Membership({ userId: user.id, accountId: account.id, role: login.role }));
  }
  await em.flush();
  // Staff can also act in the brand 2 demo account, which makes Switch Account demonstrable.
  const staff = await em.findOneOrFail(UserSchema, { email: 'staff@numberyard.test' });
  const business = accounts.get('business')!;
  if (!(await em.count(MembershipSchema, { userId: staff.id, accountId: business.id }))) {
    em.persist(
      new Membership({
        userId: staff.id,
        accountId: business.id,
        role: 'admin',
        nickname: 'Bakery (support)',
        support: true,
      }),
    );
  }
  await em.flush();
  return DEMO_LOGINS.length;
}

/** The account a demo login belongs to first, so other modules' demo data can hang off it. */
export async function demoAccountIdOf(em: EntityManager, email: string): Promise<number | null> {
  const user = await em.findOne(UserSchema, { email });
  if (!user) return null;
  const membership = await em.findOne(MembershipSchema, { userId: user.id }, { orderBy: { id: 'asc' } });
  return membership?.accountId ?? null;
}
