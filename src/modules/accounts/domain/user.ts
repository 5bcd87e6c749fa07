/** A person who signs in. Email is unique case-insensitively, so it is kept lower-cased. */
export class User {
  id!: number;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  isEmployee: boolean;
  adminUser: boolean;
  accounting: boolean;
  createdAt: Date;

  constructor(props: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    createdAt: Date;
    isEmployee?: boolean;
    adminUser?: boolean;
    accounting?: boolean;
  }) {
    this.email = normaliseEmail(props.email);
    this.passwordHash = props.passwordHash;
    this.firstName = props.firstName.trim();
    this.lastName = props.lastName.trim();
    this.createdAt = props.createdAt;
    this.isEmployee = props.isEmployee ?? false;
    this.adminUser = props.adminUser ?? false;
    this.accounting = props.accounting ?? false;
  }

  changePassword(passwordHash: string): void {
    this.passwordHash = passwordHash;
  }

  changeEmail(email: string): void {
    this.email = normaliseEmail(email);
  }

  rename(firstName: string, lastName: string): void {
    this.firstName = firstName.trim();
    this.lastName = lastName.trim();
  }
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
