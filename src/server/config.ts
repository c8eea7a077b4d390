import { isIP } from 'node:net';
import { z } from 'zod';

/** false, a number of proxy hops, or the proxies' addresses and CIDR ranges (Fastify's `trustProxy`). */
export type TrustProxy = false | number | string[];
export const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY must be false, a number of proxy hops from 0 to 10 (true means 1), or a comma-separated list of proxy addresses or CIDR ranges';

/** An IPv4 or IPv6 address, or one with a /prefix of the right size. */
function isAddressOrRange(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  const kind = isIP(address);
  if (kind === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (kind === 4 ? 32 : 128);
}

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ADMIN_USERNAME: z.string().min(3).default('admin'),
    ADMIN_PASSWORD: z
      .string()
      .min(4)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** A bearer token that opens GET /metrics to non-loopback scrapers; unset, only loopback may read it. */
    METRICS_TOKEN: z
      .string()
      .min(16, 'METRICS_TOKEN must be at least 16 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    NODE_ENV: z.string().default('production'),
    LOG_LEVEL: z.string().default('info'),
    /** Set when served behind HTTPS (or a TLS-terminating proxy): cookies get the Secure flag. */
    COOKIE_SECURE: z
      .enum(['true', 'false', ''])
      .optional()
      .transform((v) => v === 'true'),
    /**
     * Which proxies in front of the app are believed when they name the client (X-Forwarded-For): a number of
     * hops (`1` for one nginx; `true` means 1), or a comma-separated list of the proxies' addresses or CIDR
     * ranges. Only the address the trusted proxy itself appended is used: a client's own forged entries to
     * the left are never read.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx): TrustProxy => {
        const value = (v ?? '').trim();
        if (value === '' || value === 'false' || value === '0') return false;
        if (value === 'true') return 1;
        if (/^\d+$/.test(value)) {
          const hops = Number(value);
          if (hops <= 10) return hops;
        } else {
          const list = value.split(',').map((a) => a.trim());
          if (list.every(isAddressOrRange)) return list;
        }
        ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
        return z.NEVER;
      }),
    /** Web Push (reminders): the VAPID key pair; unset, one is made at first need and kept in the database. */
    VAPID_PUBLIC_KEY: z.string().optional(),
    VAPID_PRIVATE_KEY: z.string().optional(),
    /** Who push services may contact about this server's pushes: mailto: or https:. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must start with mailto: or https://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Seconds between two looks for due reminders; 0 turns this server's reminder round off. */
    REMINDER_TICK_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** Development and tests only: accept http://127.0.0.1 push endpoints (a local push endpoint). */
    PUSH_ALLOW_LOOPBACK: z
      .enum(['true', 'false', ''])
      .optional()
      .transform((v) => v === 'true'),
  })
  .refine((c) => Boolean(c.VAPID_PUBLIC_KEY) === Boolean(c.VAPID_PRIVATE_KEY), {
    message: 'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    path: ['VAPID_PUBLIC_KEY'],
  });
export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}
