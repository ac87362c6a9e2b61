import { RateLimiterMemory } from 'rate-limiter-flexible';

/** How many failed sign-ins the bundled provider's login form allows before it locks. */
export interface SignInLimits {
  /** Failed attempts per e-mail address (known or not) within the window. */
  perAccount: number;
  /** Failed attempts per client address within the window (one address guessing many accounts). */
  perAddress: number;
  /** The window, and how long a lock lasts once reached, in seconds. */
  windowSeconds: number;
}

/** 5 failures per e-mail and 20 per client address in 15 minutes lock that key for 15 minutes. */
export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60 };

/**
 * Counts failed sign-ins per e-mail and per client address (rate-limiter-flexible). Accounts are
 * keyed by the e-mail typed, whether or not it exists, so a lock does not tell which e-mails are
 * accounts. The counters live in this process: the bundled provider is the single-instance
 * quick-start provider (a deployment signs in through its own OIDC_ISSUER).
 */
export class SignInThrottle {
  private readonly account: RateLimiterMemory;
  private readonly address: RateLimiterMemory;

  constructor(private readonly limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS) {
    this.account = new RateLimiterMemory({
      keyPrefix: 'sign-in-account',
      points: limits.perAccount,
      duration: limits.windowSeconds,
    });
    this.address = new RateLimiterMemory({
      keyPrefix: 'sign-in-address',
      points: limits.perAddress,
      duration: limits.windowSeconds,
    });
  }

  /**
   * Counts an attempt before its password is checked (so parallel guesses cannot all slip in
   * before the first failure is counted) and answers the milliseconds until this e-mail or
   * address may try again: 0 lets the attempt go ahead.
   */
  async begin(email: string, ip: string): Promise<number> {
    const [account, address] = await Promise.all([this.account.penalty(email), this.address.penalty(ip)]);
    return Math.max(
      account.consumedPoints > this.limits.perAccount ? account.msBeforeNext : 0,
      address.consumedPoints > this.limits.perAddress ? address.msBeforeNext : 0,
    );
  }

  /**
   * After a wrong password: when a limit is reached, that key is locked for a whole window from
   * now (not just until the end of the current window), and the lock is returned.
   */
  async failed(
    email: string,
    ip: string,
  ): Promise<{ lockedFor: number; scope: 'account' | 'address' } | null> {
    const [account, address] = await Promise.all([this.account.get(email), this.address.get(ip)]);
    const accountReached = (account?.consumedPoints ?? 0) >= this.limits.perAccount;
    const addressReached = (address?.consumedPoints ?? 0) >= this.limits.perAddress;
    if (accountReached) await this.account.block(email, this.limits.windowSeconds);
    if (addressReached) await this.address.block(ip, this.limits.windowSeconds);
    if (!accountReached && !addressReached) return null;
    return { lockedFor: this.limits.windowSeconds * 1000, scope: accountReached ? 'account' : 'address' };
  }

  /**
   * A successful sign-in clears that e-mail's failures and gives its attempt back to the address
   * (the address's failures stay: one good account must not reset guessing at others).
   */
  async succeeded(email: string, ip: string): Promise<void> {
    await Promise.all([this.account.delete(email), this.address.reward(ip, 1)]);
  }
}
