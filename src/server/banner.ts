/** The last thing `npm start` prints: where the app is, and on the first start how to sign in. */
export function startBanner(options: {
  url: string;
  admin: { username: string; generatedPassword: string | null } | null;
}): string {
  const lines = [`Strain Journal is running at ${options.url}`];
  if (options.admin?.generatedPassword) {
    lines.push(
      `First start: sign in as "${options.admin.username}" with password ${options.admin.generatedPassword}`,
      'This password is shown only now: change it in Settings.',
    );
  } else if (options.admin) {
    lines.push(`First start: sign in as "${options.admin.username}" with the password from ADMIN_PASSWORD`);
  }
  const width = Math.max(...lines.map((l) => l.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return `\n${[rule, ...lines.map((l) => `| ${l.padEnd(width)} |`), rule].join('\n')}\n\n`;
}
